import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FlowQuestion } from '../../src/types/schemas';
import { renderQuestion } from '../../src/plugin-api/testing';
import customScore from './index';

const options = [
  { id: 's-poor', key: 'poor', value: 1, body: { en: 'Poor', tr: 'Kötü' } },
  { id: 's-fair', key: 'fair', value: 2, body: { en: 'Fair', tr: 'Orta' } },
  { id: 's-good', key: 'good', value: 3, body: { en: 'Good', tr: 'İyi' } },
  { id: 's-great', key: 'great', value: 4, body: { en: 'Excellent', tr: 'Mükemmel' } },
];
const question = (extra: Partial<FlowQuestion> = {}): FlowQuestion => ({ id: 'q-service', style: 'custom_score', body: { en: 'How was the service?' }, options, ...extra });
const option = (name: string) => screen.getByRole('radio', { name });

afterEach(() => {
  document.documentElement.removeAttribute('dir');
  document.documentElement.style.direction = '';
});

describe('custom_score view', () => {
  it('is one labelled radio group of buttons showing the option bodies, none chosen at first', async () => {
    await renderQuestion(customScore, { question: question() });
    expect(screen.getByRole('radiogroup', { name: 'How was the service?' })).toHaveAttribute('id', 'q-q-service');
    const buttons = screen.getAllByRole('radio');
    expect(buttons.map((b) => b.textContent)).toEqual(['Poor', 'Fair', 'Good', 'Excellent']);
    expect(buttons.every((b) => b.tagName === 'BUTTON' && b.getAttribute('aria-checked') === 'false')).toBe(true);
  });

  it('answers with the clicked option id and shows it chosen', async () => {
    const view = await renderQuestion(customScore, { question: question() });
    await userEvent.click(option('Good'));
    expect(view.lastAnswer()).toEqual(['s-good']);
    expect(option('Good')).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(option('Poor'));
    expect(view.lastAnswer()).toEqual(['s-poor']);
    expect(option('Good')).toHaveAttribute('aria-checked', 'false');
  });

  it('is answered with the keyboard alone: one tab stop, arrows move and choose, Home and End, Space chooses', async () => {
    const view = await renderQuestion(customScore, { question: question() });
    await userEvent.tab();
    expect(option('Poor')).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(view.lastAnswer()).toEqual(['s-poor']);
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(view.lastAnswer()).toEqual(['s-good']);
    expect(option('Good')).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(view.lastAnswer()).toEqual(['s-great']);
    await userEvent.keyboard('{ArrowDown}');
    expect(view.lastAnswer()).toEqual(['s-great']);
    await userEvent.keyboard('{Home}{ArrowUp}');
    expect(view.lastAnswer()).toEqual(['s-poor']);
    // The chosen option is the only tab stop.
    await userEvent.tab();
    expect(document.activeElement?.getAttribute('role')).not.toBe('radio');
    await userEvent.tab({ shift: true });
    expect(option('Poor')).toHaveFocus();
  });

  it('the tab stop is the chosen option when there is one', async () => {
    await renderQuestion(customScore, { question: question(), value: ['s-good'] });
    await userEvent.tab();
    expect(option('Good')).toHaveFocus();
    expect(screen.getAllByRole('radio').map((b) => b.tabIndex)).toEqual([-1, -1, 0, -1]);
  });

  it('mirrors the arrow keys right to left', async () => {
    document.documentElement.setAttribute('dir', 'rtl');
    document.documentElement.style.direction = 'rtl';
    const view = await renderQuestion(customScore, { question: question(), value: ['s-fair'] });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowLeft}');
    expect(view.lastAnswer()).toEqual(['s-good']);
  });

  it('an optional answer is cleared with Delete; a required one is kept', async () => {
    const optional = await renderQuestion(customScore, { question: question(), value: ['s-fair'] });
    await userEvent.tab();
    await userEvent.keyboard('{Delete}');
    expect(optional.lastAnswer()).toBeNull();
    expect(screen.getAllByRole('radio').filter((b) => b.getAttribute('aria-checked') === 'true')).toHaveLength(0);
    optional.unmount();

    const required = await renderQuestion(customScore, { question: question({ isRequired: true }), value: ['s-fair'] });
    await userEvent.tab();
    await userEvent.keyboard('{Backspace}');
    expect(required.answers).toEqual([]);
    expect(screen.getByRole('radiogroup')).toHaveAttribute('aria-required', 'true');
  });

  it('shows the option bodies in the flow language', async () => {
    await renderQuestion(customScore, { question: question(), language: 'tr' });
    expect(screen.getAllByRole('radio').map((b) => b.textContent)).toEqual(['Kötü', 'Orta', 'İyi', 'Mükemmel']);
  });

  it('is marked invalid and described by the error', async () => {
    await renderQuestion(customScore, { question: question(), invalid: true });
    expect(screen.getByRole('radiogroup')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('radiogroup').getAttribute('aria-describedby')).toBe('q-q-service-description q-q-service-error');
  });

  it('has long option lists replaced by the screen message (SPEC 2.2)', () => {
    expect(customScore.labelling).toBe('group');
    expect(customScore.limitsOptions).toBe(true);
  });
});
