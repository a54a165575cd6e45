import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FlowQuestion } from '../../src/types/schemas';
import { renderQuestion } from '../../src/plugin-api/testing';
import score from './index';

const question = (extra: Partial<FlowQuestion> = {}): FlowQuestion => ({ id: 'nps', style: 'score', body: { en: 'How likely are you to recommend us?' }, ...extra });
const names = () => screen.getAllByRole('radio').map((radio) => radio.getAttribute('aria-label'));

describe('score view', () => {
  it('is one labelled radio group of the points 0 to 10, none chosen at first', async () => {
    await renderQuestion(score, { question: question() });
    expect(screen.getByRole('radiogroup', { name: 'How likely are you to recommend us?' })).toBeInTheDocument();
    expect(names()).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
    expect(screen.getAllByRole('radio').filter((radio) => radio.getAttribute('aria-checked') === 'true')).toHaveLength(0);
  });

  it('answers with the number clicked and shows it chosen', async () => {
    const view = await renderQuestion(score, { question: question() });
    await userEvent.click(screen.getByRole('radio', { name: '0' }));
    expect(view.lastAnswer()).toBe(0);
    await userEvent.click(screen.getByRole('radio', { name: '9' }));
    expect(view.lastAnswer()).toBe(9);
    expect(screen.getByRole('radio', { name: '9' })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('radio', { name: '0' })).toHaveAttribute('aria-checked', 'false');
  });

  it('is answered with the keyboard alone: one tab stop, arrows move and choose, Home and End go to the ends', async () => {
    const view = await renderQuestion(score, { question: question() });
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: '0' })).toHaveFocus();
    // The first arrow moves on from the focused point and chooses there (WAI-ARIA radio group).
    await userEvent.keyboard('{ArrowRight}');
    expect(view.lastAnswer()).toBe(1);
    await userEvent.keyboard('{ArrowRight}');
    expect(view.lastAnswer()).toBe(2);
    expect(screen.getByRole('radio', { name: '2' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(view.lastAnswer()).toBe(10);
    await userEvent.keyboard('{ArrowRight}');
    expect(view.lastAnswer()).toBe(10);
    await userEvent.keyboard('{Home}{ArrowLeft}');
    expect(view.lastAnswer()).toBe(0);
    // The chosen point is the group's only tab stop: Tab leaves the group rather than walking through 11 buttons.
    await userEvent.tab();
    expect(document.activeElement?.getAttribute('role')).not.toBe('radio');
  });

  it('Space or Enter on a point chooses it', async () => {
    const view = await renderQuestion(score, { question: question(), value: 5 });
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: '5' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(view.lastAnswer()).toBe(4);
    await userEvent.keyboard(' ');
    expect(view.lastAnswer()).toBe(4);
  });

  it('takes its range from min and max', async () => {
    const view = await renderQuestion(score, { question: question({ min: 1, max: 5 }) });
    expect(names()).toEqual(['1', '2', '3', '4', '5']);
    await userEvent.tab();
    await userEvent.keyboard('{End}');
    expect(view.lastAnswer()).toBe(5);
  });

  it('shows the end labels in the flow language and names the end points with them', async () => {
    const extra = { min_label: { en: 'Not at all likely', tr: 'Hiç olası değil' }, max_label: { en: 'Extremely likely', tr: 'Çok olası' } };
    await renderQuestion(score, { question: question({ extra }), language: 'tr' });
    expect(screen.getByText('Hiç olası değil')).toBeVisible();
    expect(screen.getByText('Çok olası')).toBeVisible();
    expect(screen.getByRole('radio', { name: '0, Hiç olası değil' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '10, Çok olası' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '5' })).toBeInTheDocument();
  });

  it('an optional answer is cleared with Delete; a required one is kept', async () => {
    const view = await renderQuestion(score, { question: question(), value: 7 });
    await userEvent.tab();
    await userEvent.keyboard('{Delete}');
    expect(view.lastAnswer()).toBeNull();
    expect(screen.getByRole('radio', { name: '7' })).toHaveAttribute('aria-checked', 'false');

    view.unmount();
    const required = await renderQuestion(score, { question: question({ isRequired: true }), value: 7 });
    await userEvent.tab();
    await userEvent.keyboard('{Backspace}');
    expect(required.answers).toEqual([]);
    expect(screen.getByRole('radiogroup')).toHaveAttribute('aria-required', 'true');
  });

  it('tells assistive technology when the answer is invalid and where the error is', async () => {
    const view = await renderQuestion(score, { question: question(), invalid: true });
    const group = screen.getByRole('radiogroup');
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group.getAttribute('aria-describedby')).toContain(view.ids.error);
    expect(group).toHaveAttribute('id', view.ids.input);
  });
});
