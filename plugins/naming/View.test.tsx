import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FlowQuestion } from '../../src/types/schemas';
import { renderQuestion } from '../../src/plugin-api/testing';
import naming from './index';

const question = (extra: Partial<FlowQuestion> = {}): FlowQuestion => ({ id: 'name', style: 'naming', body: { en: 'Your name' }, ...extra });

describe('naming view', () => {
  it('is a text box named by the question that lets the browser fill in the name', async () => {
    const view = await renderQuestion(naming, { question: question() });
    const label = document.body.appendChild(document.createElement('label'));
    label.htmlFor = view.ids.input;
    label.textContent = 'Your name';
    const field = screen.getByRole('textbox', { name: 'Your name' });
    expect(field).toHaveAttribute('autocomplete', 'name');
    label.remove();
  });

  it('gives the name as typed, letters of any language included, and null once emptied', async () => {
    const view = await renderQuestion(naming, { question: question() });
    await userEvent.type(screen.getByRole('textbox'), 'Ayşe Çelik');
    expect(view.lastAnswer()).toBe('Ayşe Çelik');
    await userEvent.clear(screen.getByRole('textbox'));
    expect(view.lastAnswer()).toBeNull();
  });

  it('an autofilled name arrives as one answer', async () => {
    const view = await renderQuestion(naming, { question: question() });
    await userEvent.click(screen.getByRole('textbox'));
    await userEvent.paste('Jean Dupont');
    expect(view.answers).toEqual(['Jean Dupont']);
  });

  it('counts characters against maxResponseLength', async () => {
    await renderQuestion(naming, { question: question({ maxResponseLength: 40 }), value: 'Ali' });
    expect(screen.getByText('3 / 40 characters')).toBeInTheDocument();
  });

  it('is answered with the keyboard alone', async () => {
    const view = await renderQuestion(naming, { question: question({ isRequired: true }) });
    await userEvent.tab();
    await userEvent.keyboard('Mehmet');
    expect(view.lastAnswer()).toBe('Mehmet');
    expect(screen.getByRole('textbox')).toBeRequired();
  });
});
