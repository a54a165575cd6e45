import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FlowQuestion } from '../../src/types/schemas';
import { renderQuestion } from '../../src/plugin-api/testing';
import email from './index';

const question = (extra: Partial<FlowQuestion> = {}): FlowQuestion => ({ id: 'email', style: 'email', body: { en: 'Your e-mail' }, ...extra });

describe('email view', () => {
  it('is an e-mail field named by the question, with the e-mail keyboard and autofill', async () => {
    const view = await renderQuestion(email, { question: question() });
    const label = document.body.appendChild(document.createElement('label'));
    label.htmlFor = view.ids.input;
    label.textContent = 'Your e-mail';
    const field = screen.getByRole('textbox', { name: 'Your e-mail' });
    expect(field).toHaveAttribute('type', 'email');
    expect(field).toHaveAttribute('inputmode', 'email');
    expect(field).toHaveAttribute('autocomplete', 'email');
    expect(field).toHaveAttribute('spellcheck', 'false');
    label.remove();
  });

  it('gives the address as typed, even before it is valid: the engine judges it', async () => {
    const view = await renderQuestion(email, { question: question() });
    await userEvent.type(screen.getByRole('textbox'), 'ayse@');
    expect(view.lastAnswer()).toBe('ayse@');
    expect(email.validate!('ayse@', question())).not.toBeNull();
    await userEvent.type(screen.getByRole('textbox'), 'example.com');
    expect(view.lastAnswer()).toBe('ayse@example.com');
    expect(email.validate!('ayse@example.com', question())).toBeNull();
  });

  it('takes several comma-separated addresses (SPEC 5)', async () => {
    const view = await renderQuestion(email, { question: question() });
    await userEvent.type(screen.getByRole('textbox'), 'a@example.com,b@example.org');
    expect(view.lastAnswer()).toBe('a@example.com,b@example.org');
    expect(email.validate!(view.lastAnswer() as string, question())).toBeNull();
  });

  it('emptying it clears the answer', async () => {
    const view = await renderQuestion(email, { question: question(), value: 'x@example.com' });
    await userEvent.clear(screen.getByRole('textbox'));
    expect(view.lastAnswer()).toBeNull();
  });

  it('is answered with the keyboard alone; an invalid answer points at its error', async () => {
    const view = await renderQuestion(email, { question: question(), invalid: true });
    await userEvent.tab();
    await userEvent.keyboard('me@example.com');
    expect(view.lastAnswer()).toBe('me@example.com');
    expect(screen.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox').getAttribute('aria-describedby')).toContain(view.ids.error);
  });
});
