import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FlowQuestion } from '../../src/types/schemas';
import { renderQuestion } from '../../src/plugin-api/testing';
import externalId from './index';

const question = (extra: Partial<FlowQuestion> = {}): FlowQuestion => ({ id: 'member', style: 'external_id', body: { en: 'Membership number' }, ...extra });

describe('external_id view', () => {
  it('is a text box named by the question, without autofill or spelling marks', async () => {
    const view = await renderQuestion(externalId, { question: question() });
    const label = document.body.appendChild(document.createElement('label'));
    label.htmlFor = view.ids.input;
    label.textContent = 'Membership number';
    const field = screen.getByRole('textbox', { name: 'Membership number' });
    expect(field).toHaveAttribute('autocomplete', 'off');
    expect(field).toHaveAttribute('spellcheck', 'false');
    label.remove();
  });

  it('gives the id exactly as typed, and null once emptied', async () => {
    const view = await renderQuestion(externalId, { question: question() });
    await userEvent.type(screen.getByRole('textbox'), 'AB-0042 x');
    expect(view.lastAnswer()).toBe('AB-0042 x');
    await userEvent.clear(screen.getByRole('textbox'));
    expect(view.lastAnswer()).toBeNull();
  });

  it('caps the length with a count when maxResponseLength is set', async () => {
    const view = await renderQuestion(externalId, { question: question({ maxResponseLength: 6 }) });
    await userEvent.type(screen.getByRole('textbox'), 'ABC-12345');
    expect(view.lastAnswer()).toBe('ABC-12');
    expect(screen.getByText('6 / 6 characters')).toBeInTheDocument();
  });

  it('is answered with the keyboard alone', async () => {
    const view = await renderQuestion(externalId, { question: question({ placeholder: { en: 'e.g. AB-0001' } }) });
    await userEvent.tab();
    expect(screen.getByPlaceholderText('e.g. AB-0001')).toHaveFocus();
    await userEvent.keyboard('Z9');
    expect(view.lastAnswer()).toBe('Z9');
  });
});
