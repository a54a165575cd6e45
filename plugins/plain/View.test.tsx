import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FlowQuestion } from '../../src/types/schemas';
import { renderQuestion } from '../../src/plugin-api/testing';
import plain from './index';

const question = (extra: Partial<FlowQuestion> = {}): FlowQuestion => ({ id: 'title', style: 'plain', body: { en: 'Your job title' }, ...extra });

describe('plain view', () => {
  it('is a single-line text box named by the question', async () => {
    const view = await renderQuestion(plain, { question: question() });
    const label = document.body.appendChild(document.createElement('label'));
    label.htmlFor = view.ids.input;
    label.textContent = 'Your job title';
    const field = screen.getByRole('textbox', { name: 'Your job title' });
    expect(field.tagName).toBe('INPUT');
    expect(field).toHaveAttribute('type', 'text');
    label.remove();
  });

  it('gives the text as typed and null once emptied', async () => {
    const view = await renderQuestion(plain, { question: question() });
    await userEvent.type(screen.getByRole('textbox'), 'Chef');
    expect(view.lastAnswer()).toBe('Chef');
    await userEvent.clear(screen.getByRole('textbox'));
    expect(view.lastAnswer()).toBeNull();
  });

  it('is one line: Enter adds no line break', async () => {
    const view = await renderQuestion(plain, { question: question() });
    await userEvent.type(screen.getByRole('textbox'), 'Head{Enter} chef');
    expect(view.lastAnswer()).toBe('Head chef');
  });

  it('caps the length and counts it when maxResponseLength is set', async () => {
    const view = await renderQuestion(plain, { question: question({ maxResponseLength: 4 }) });
    await userEvent.type(screen.getByRole('textbox'), 'Baker');
    expect(view.lastAnswer()).toBe('Bake');
    expect(screen.getByText('4 / 4 characters')).toBeInTheDocument();
  });

  it('is answered with the keyboard alone', async () => {
    const view = await renderQuestion(plain, { question: question(), invalid: true });
    await userEvent.tab();
    await userEvent.keyboard('Cook');
    expect(view.lastAnswer()).toBe('Cook');
    expect(screen.getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');
  });
});
