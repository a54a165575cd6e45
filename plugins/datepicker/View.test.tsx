import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FlowQuestion } from '../../src/types/schemas';
import { setInterfaceLanguage } from '../../src/i18n/i18n';
import { renderQuestion } from '../../src/plugin-api/testing';
import datepicker from './index';

const question = (extra: Partial<FlowQuestion> = {}): FlowQuestion => ({ id: 'visit', style: 'datepicker', body: { en: 'When did you visit?' }, ...extra });
const dateInput = () => document.querySelector<HTMLInputElement>('input[type="date"]')!;

describe('datepicker view', () => {
  it('is the native date input, named by the question', async () => {
    const view = await renderQuestion(datepicker, { question: question() });
    const label = document.body.appendChild(document.createElement('label'));
    label.htmlFor = view.ids.input;
    label.textContent = 'When did you visit?';
    expect(screen.getByLabelText('When did you visit?')).toBe(dateInput());
    label.remove();
  });

  it('answers with the day picked as YYYY-MM-DD', async () => {
    const view = await renderQuestion(datepicker, { question: question() });
    fireEvent.change(dateInput(), { target: { value: '2026-05-17' } });
    expect(view.lastAnswer()).toBe('2026-05-17');
    expect(datepicker.validate!('2026-05-17', question())).toBeNull();
  });

  it('is answered with the keyboard alone', async () => {
    const view = await renderQuestion(datepicker, { question: question() });
    await userEvent.tab();
    expect(dateInput()).toHaveFocus();
    await userEvent.keyboard('2026-01-31');
    expect(view.lastAnswer()).toBe('2026-01-31');
  });

  it('clearing the date gives null', async () => {
    const view = await renderQuestion(datepicker, { question: question(), value: '2026-03-01' });
    expect(dateInput()).toHaveValue('2026-03-01');
    await userEvent.clear(dateInput());
    expect(view.lastAnswer()).toBeNull();
    expect(dateInput()).toHaveValue('');
  });

  it('has the SPEC format DD/MM/YYYY as placeholder, but no written hint next to a date picker that shows its own format', async () => {
    await renderQuestion(datepicker, { question: question() });
    expect(dateInput()).toHaveAttribute('placeholder', 'DD/MM/YYYY');
    expect(screen.queryByText('Format: DD/MM/YYYY')).not.toBeInTheDocument();
  });

  describe('in a browser without a date picker (a text box instead)', () => {
    // Such a browser reports type "text" for <input type=date>.
    const type = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'type')!;
    beforeEach(() => {
      Object.defineProperty(HTMLInputElement.prototype, 'type', { ...type, get() { const real = type.get!.call(this) as string; return real === 'date' ? 'text' : real; } });
    });
    afterEach(() => Object.defineProperty(HTMLInputElement.prototype, 'type', type));

    // (jsdom still sanitises the value of a date input, so what such a text box shows is checked in calendar-date.test.ts.)
    it('writes the DD/MM/YYYY hint out and has the field read it', async () => {
      await renderQuestion(datepicker, { question: question(), value: '2026-05-07' });
      expect(screen.getByText('Format: DD/MM/YYYY')).toBeVisible();
      expect(screen.getByRole('textbox')).toHaveAccessibleDescription(expect.stringContaining('Format: DD/MM/YYYY'));
    });

    it('writes the hint in the interface language', async () => {
      await act(() => setInterfaceLanguage('tr'));
      try {
        await renderQuestion(datepicker, { question: question() });
        expect(screen.getByText('Biçim: GG/AA/YYYY')).toBeInTheDocument();
        expect(screen.getByRole('textbox')).toHaveAttribute('placeholder', 'GG/AA/YYYY');
      } finally {
        await act(() => setInterfaceLanguage('en'));
      }
    });
  });

  it('marks a required or invalid answer for assistive technology', async () => {
    const view = await renderQuestion(datepicker, { question: question({ isRequired: true }), invalid: true });
    expect(dateInput()).toBeRequired();
    expect(dateInput()).toHaveAttribute('aria-invalid', 'true');
    expect(dateInput().getAttribute('aria-describedby')).toContain(view.ids.error);
  });
});
