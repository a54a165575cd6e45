import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FlowQuestion } from '../../src/types/schemas';
import { renderQuestion } from '../../src/plugin-api/testing';
import ces from './index';

const question = (extra: Partial<FlowQuestion> = {}): FlowQuestion => ({ id: 'effort', style: 'ces', body: { en: 'How easy was it to solve your issue?' }, ...extra });
const names = () => screen.getAllByRole('radio').map((radio) => radio.getAttribute('aria-label'));

describe('ces view', () => {
  it('is one labelled radio group of the points 1 to 7', async () => {
    await renderQuestion(ces, { question: question() });
    expect(screen.getByRole('radiogroup', { name: 'How easy was it to solve your issue?' })).toBeInTheDocument();
    expect(names()).toEqual(['1, Very difficult', '2', '3', '4', '5', '6', '7, Very easy']);
  });

  it('answers with the number clicked', async () => {
    const view = await renderQuestion(ces, { question: question() });
    await userEvent.click(screen.getByRole('radio', { name: '6' }));
    expect(view.lastAnswer()).toBe(6);
    expect(screen.getByRole('radio', { name: '6' })).toHaveAttribute('aria-checked', 'true');
  });

  it('is answered with the keyboard alone and stays within 1 to 7', async () => {
    const view = await renderQuestion(ces, { question: question() });
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: '1, Very difficult' })).toHaveFocus();
    // Nothing before the first point: the arrow chooses nothing (it does not choose the focused point).
    await userEvent.keyboard('{ArrowLeft}');
    expect(view.answers).toEqual([]);
    await userEvent.keyboard('{End}{ArrowRight}');
    expect(view.lastAnswer()).toBe(7);
    await userEvent.keyboard('{ArrowLeft}{ArrowDown}');
    expect(view.lastAnswer()).toBe(7);
    await userEvent.keyboard('{Home}');
    expect(view.lastAnswer()).toBe(1);
    expect(screen.getByRole('radio', { name: '1, Very difficult' })).toHaveFocus();
  });

  it('takes its range from min and max', async () => {
    await renderQuestion(ces, { question: question({ min: 1, max: 5 }) });
    expect(names()).toEqual(['1, Very difficult', '2', '3', '4', '5, Very easy']);
  });

  it('shows the end labels and names the end points with them', async () => {
    const extra = { min_label: { en: 'Very difficult' }, max_label: { en: 'Very easy' } };
    await renderQuestion(ces, { question: question({ extra }) });
    expect(screen.getByText('Very difficult')).toBeVisible();
    expect(screen.getByRole('radio', { name: '1, Very difficult' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '7, Very easy' })).toBeInTheDocument();
  });

  it('an optional answer is cleared with Backspace', async () => {
    const view = await renderQuestion(ces, { question: question(), value: 3 });
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: '3' })).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    expect(view.lastAnswer()).toBeNull();
    expect(screen.getAllByRole('radio').some((radio) => radio.getAttribute('aria-checked') === 'true')).toBe(false);
  });
});

describe('ces without end labels (issue #16 item 10)', () => {
  it('says which end is which by default, in the interface language', async () => {
    await renderQuestion(ces, { question: { id: 'q', style: 'ces', body: { en: 'How easy was it?' } } });
    expect(screen.getByText('Very difficult')).toBeVisible();
    expect(screen.getByText('Very easy')).toBeVisible();
    expect(screen.getByRole('radio', { name: '1, Very difficult' })).toBeInTheDocument();
  });
});
