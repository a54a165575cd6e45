import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FlowQuestion } from '../../src/types/schemas';
import { renderQuestion } from '../../src/plugin-api/testing';
import { readNumber } from '../../src/plugin-api/ui/NumberInput';
import numeric from './index';

const question = (extra: Partial<FlowQuestion> = {}): FlowQuestion => ({ id: 'guests', style: 'numeric', body: { en: 'How many litres?' }, ...extra });
const hint = 'Please type a number, for example 42 or 3.5.';

describe('numeric view', () => {
  it('is a text box named by the question that brings up the decimal keypad', async () => {
    const view = await renderQuestion(numeric, { question: question() });
    // The flow screen draws <label for=input> for control-labelled styles; the test harness does not.
    const label = document.body.appendChild(document.createElement('label'));
    label.htmlFor = view.ids.input;
    label.textContent = 'How many litres?';
    expect(screen.getByRole('textbox', { name: 'How many litres?' })).toHaveAttribute('inputmode', 'decimal');
    label.remove();
  });

  it('gives numbers as the respondent types, decimals and negatives included', async () => {
    const view = await renderQuestion(numeric, { question: question() });
    await userEvent.type(screen.getByRole('textbox'), '12');
    expect(view.answers).toEqual([1, 12]);
    await userEvent.clear(screen.getByRole('textbox'));
    await userEvent.type(screen.getByRole('textbox'), '-3.5');
    expect(view.lastAnswer()).toBe(-3.5);
    expect(screen.queryByText(hint)).not.toBeInTheDocument();
  });

  it('reads a decimal comma as the decimal mark: "3,5" is 3.5, not 35', async () => {
    const view = await renderQuestion(numeric, { question: question() });
    await userEvent.type(screen.getByRole('textbox'), '3,5');
    expect(view.lastAnswer()).toBe(3.5);
    expect(screen.getByRole('textbox')).toHaveValue('3,5');
  });

  it('emptying the field clears the answer', async () => {
    const view = await renderQuestion(numeric, { question: question(), value: 7 });
    expect(screen.getByRole('textbox')).toHaveValue('7');
    await userEvent.clear(screen.getByRole('textbox'));
    expect(view.lastAnswer()).toBeNull();
  });

  it('never gives NaN: what is not a number gives null, and the field says what to type', async () => {
    const view = await renderQuestion(numeric, { question: question() });
    const field = screen.getByRole('textbox');
    await userEvent.type(field, '4');
    expect(view.lastAnswer()).toBe(4);
    await userEvent.type(field, 'x');
    expect(view.lastAnswer()).toBeNull();
    expect(view.answers.some((answer) => Number.isNaN(answer))).toBe(false);
    expect(screen.getByText(hint)).toBeInTheDocument();
    expect(field).toHaveAccessibleDescription(expect.stringContaining(hint));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(field, '{Backspace}');
    expect(view.lastAnswer()).toBe(4);
    expect(screen.queryByText(hint)).not.toBeInTheDocument();
    expect(field).not.toHaveAttribute('aria-invalid');
  });

  it('does not complain about a number still being typed', async () => {
    const view = await renderQuestion(numeric, { question: question() });
    await userEvent.type(screen.getByRole('textbox'), '-');
    expect(view.answers).toEqual([]);
    expect(screen.queryByText(hint)).not.toBeInTheDocument();
  });

  it('gives an out-of-range number for the engine to judge', async () => {
    const view = await renderQuestion(numeric, { question: question({ lowerlimit: 1, upperlimit: 20 }) });
    await userEvent.type(screen.getByRole('textbox'), '25');
    expect(view.lastAnswer()).toBe(25);
  });

  it('is answered with the keyboard alone', async () => {
    const view = await renderQuestion(numeric, { question: question(), value: 5 });
    await userEvent.tab();
    expect(screen.getByRole('textbox')).toHaveFocus();
    await userEvent.keyboard('{Backspace}9');
    expect(view.lastAnswer()).toBe(9);
  });

  it('shows an answer given from outside, and marks required and invalid answers', async () => {
    const view = await renderQuestion(numeric, { question: question({ isRequired: true }), value: 2, invalid: true });
    const field = screen.getByRole('textbox');
    expect(field).toHaveValue('2');
    expect(field).toBeRequired();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field.getAttribute('aria-describedby')).toContain(view.ids.error);
  });
});

describe('readNumber', () => {
  it.each([
    ['42', 42], ['-3.5', -3.5], ['3,5', 3.5], ['+7', 7], ['.5', 0.5], ['4.', 4], [' 8 ', 8],
  ])('reads %j as %d', (text, number) => expect(readNumber(text)).toBe(number));

  it.each(['', '-', 'x', '4x', '1e3', '1,000.5', '1 000', 'Infinity', 'NaN', '0x10'])('reads %j as no number', (text) => {
    expect(readNumber(text)).toBeNull();
  });
});
