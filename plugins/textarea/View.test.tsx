import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FlowQuestion } from '../../src/types/schemas';
import { renderQuestion } from '../../src/plugin-api/testing';
import textarea from './index';

const question = (extra: Partial<FlowQuestion> = {}): FlowQuestion => ({ id: 'comments', style: 'textarea', body: { en: 'Anything else?' }, ...extra });

describe('textarea view', () => {
  it('is a multi-line text box named by the question', async () => {
    const view = await renderQuestion(textarea, { question: question() });
    const label = document.body.appendChild(document.createElement('label'));
    label.htmlFor = view.ids.input;
    label.textContent = 'Anything else?';
    expect(screen.getByRole('textbox', { name: 'Anything else?' }).tagName).toBe('TEXTAREA');
    label.remove();
  });

  it('keeps line breaks: Enter starts a new line rather than leaving the question', async () => {
    const view = await renderQuestion(textarea, { question: question() });
    await userEvent.type(screen.getByRole('textbox'), 'Fast delivery.{Enter}Friendly staff.');
    expect(view.lastAnswer()).toBe('Fast delivery.\nFriendly staff.');
  });

  it('emptying it clears the answer', async () => {
    const view = await renderQuestion(textarea, { question: question(), value: 'Too slow' });
    expect(screen.getByRole('textbox')).toHaveValue('Too slow');
    await userEvent.clear(screen.getByRole('textbox'));
    expect(view.lastAnswer()).toBeNull();
  });

  it('stops at maxResponseLength with a live count', async () => {
    const view = await renderQuestion(textarea, { question: question({ maxResponseLength: 12 }) });
    await userEvent.type(screen.getByRole('textbox'), 'Great{Enter}service, thanks');
    expect(view.lastAnswer()).toBe('Great\nservic');
    expect(screen.getByText('12 / 12 characters')).toBeInTheDocument();
    expect(screen.getByRole('textbox')).toHaveAccessibleDescription(expect.stringContaining('12 / 12 characters'));
  });

  it('is reached and answered with the keyboard alone', async () => {
    const view = await renderQuestion(textarea, { question: question({ isRequired: true }) });
    await userEvent.tab();
    expect(screen.getByRole('textbox')).toHaveFocus();
    expect(screen.getByRole('textbox')).toBeRequired();
    await userEvent.keyboard('ok');
    expect(view.lastAnswer()).toBe('ok');
  });
});
