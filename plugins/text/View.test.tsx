import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FlowQuestion } from '../../src/types/schemas';
import { renderQuestion } from '../../src/plugin-api/testing';
import text from './index';

const question = (extra: Partial<FlowQuestion> = {}): FlowQuestion => ({ id: 'city', style: 'text', body: { en: 'Which city?' }, ...extra });
const labelled = (ids: { input: string }) => {
  // The flow screen draws <label for=input> for control-labelled styles; the test harness does not.
  const label = document.body.appendChild(document.createElement('label'));
  label.htmlFor = ids.input;
  label.textContent = 'Which city?';
  return () => label.remove();
};

describe('text view', () => {
  it('is one text box named by the question', async () => {
    const view = await renderQuestion(text, { question: question() });
    const unlabel = labelled(view.ids);
    expect(screen.getByRole('textbox', { name: 'Which city?' })).toHaveAttribute('type', 'text');
    unlabel();
  });

  it('gives the answer as the respondent types, and null once emptied', async () => {
    const view = await renderQuestion(text, { question: question() });
    await userEvent.type(screen.getByRole('textbox'), 'Izmir');
    expect(view.answers).toEqual(['I', 'Iz', 'Izm', 'Izmi', 'Izmir']);
    await userEvent.clear(screen.getByRole('textbox'));
    expect(view.lastAnswer()).toBeNull();
  });

  it('gives spaces as typed: the engine judges what is empty', async () => {
    const view = await renderQuestion(text, { question: question() });
    await userEvent.type(screen.getByRole('textbox'), '  ');
    expect(view.lastAnswer()).toBe('  ');
  });

  it('stops at maxResponseLength and counts the characters as they are typed', async () => {
    const view = await renderQuestion(text, { question: question({ maxResponseLength: 5 }) });
    const field = screen.getByRole('textbox');
    expect(field).toHaveAttribute('maxlength', '5');
    expect(screen.getByText('0 / 5 characters')).toBeInTheDocument();
    await userEvent.type(field, 'Istanbul');
    expect(view.lastAnswer()).toBe('Istan');
    expect(screen.getByText('5 / 5 characters')).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription(expect.stringContaining('5 / 5 characters'));
  });

  it('shows no count when there is no maximum', async () => {
    await renderQuestion(text, { question: question() });
    expect(screen.queryByText(/characters/)).not.toBeInTheDocument();
    expect(screen.getByRole('textbox')).not.toHaveAttribute('maxlength');
  });

  it('shows the question placeholder in the flow language and the count in the interface language', async () => {
    await renderQuestion(text, { question: question({ placeholder: { en: 'e.g. Ankara', tr: 'örn. Ankara' }, maxResponseLength: 10 }), language: 'tr' });
    expect(screen.getByPlaceholderText('örn. Ankara')).toBeInTheDocument();
  });

  it('is answered with the keyboard alone, required and invalid states exposed', async () => {
    const view = await renderQuestion(text, { question: question({ isRequired: true }), invalid: true });
    await userEvent.tab();
    const field = screen.getByRole('textbox');
    expect(field).toHaveFocus();
    expect(field).toBeRequired();
    expect(field).toBeInvalid();
    expect(field.getAttribute('aria-describedby')).toContain(view.ids.error);
    await userEvent.keyboard('Bursa');
    expect(view.lastAnswer()).toBe('Bursa');
  });
});
