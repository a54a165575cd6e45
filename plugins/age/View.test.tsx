import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FlowQuestion } from '../../src/types/schemas';
import { renderQuestion } from '../../src/plugin-api/testing';
import age from './index';

const question = (extra: Partial<FlowQuestion> = {}): FlowQuestion => ({ id: 'age', style: 'age', body: { en: 'How old are you?' }, ...extra });

describe('age view', () => {
  it('is a text box named by the question that brings up the numeric keypad', async () => {
    const view = await renderQuestion(age, { question: question() });
    // The flow screen draws <label for=input> for control-labelled styles; the test harness does not.
    const label = document.body.appendChild(document.createElement('label'));
    label.htmlFor = view.ids.input;
    label.textContent = 'How old are you?';
    expect(screen.getByRole('textbox', { name: 'How old are you?' })).toHaveAttribute('inputmode', 'numeric');
    label.remove();
  });

  it('answers with the years typed, and emptying clears it', async () => {
    const view = await renderQuestion(age, { question: question() });
    await userEvent.type(screen.getByRole('textbox'), '34');
    expect(view.lastAnswer()).toBe(34);
    await userEvent.clear(screen.getByRole('textbox'));
    expect(view.lastAnswer()).toBeNull();
  });

  it('gives a fractional or impossible age as it is, so the engine refuses it with a message rather than calling it missing', async () => {
    const view = await renderQuestion(age, { question: question() });
    await userEvent.type(screen.getByRole('textbox'), '12.5');
    expect(view.lastAnswer()).toBe(12.5);
    expect(age.validate!(12.5, question())).not.toBeNull();
    await userEvent.clear(screen.getByRole('textbox'));
    await userEvent.type(screen.getByRole('textbox'), '151');
    expect(view.lastAnswer()).toBe(151);
    expect(age.validate!(151, question())).not.toBeNull();
    expect(age.validate!(150, question())).toBeNull();
  });

  it('asks for a whole number when what was typed is not a number, and gives null', async () => {
    const view = await renderQuestion(age, { question: question(), value: 40 });
    await userEvent.type(screen.getByRole('textbox'), ' years');
    expect(view.lastAnswer()).toBeNull();
    expect(screen.getByText('Please type a whole number, for example 42.')).toBeInTheDocument();
  });

  it('is answered with the keyboard alone', async () => {
    const view = await renderQuestion(age, { question: question({ isRequired: true }) });
    await userEvent.tab();
    expect(screen.getByRole('textbox')).toHaveFocus();
    expect(screen.getByRole('textbox')).toBeRequired();
    await userEvent.keyboard('7');
    expect(view.lastAnswer()).toBe(7);
  });
});
