import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FlowQuestion } from '../../src/types/schemas';
import { setInterfaceLanguage, renderQuestion } from '../../src/plugin-api/testing';
import datepicker from './index';

const question = (extra: Partial<FlowQuestion> = {}): FlowQuestion => ({ id: 'visit', style: 'datepicker', body: { en: 'When did you visit?' }, ...extra });
const field = () => screen.getByRole('textbox');
const nativeInput = () => document.querySelector<HTMLInputElement>('input[type="date"]')!;

describe('datepicker view', () => {
  it('is a text field named by the question, with the DD/MM/YYYY format as placeholder and hint', async () => {
    const view = await renderQuestion(datepicker, { question: question() });
    const label = document.body.appendChild(document.createElement('label'));
    label.htmlFor = view.ids.input;
    label.textContent = 'When did you visit?';
    expect(screen.getByLabelText('When did you visit?')).toBe(field());
    expect(field()).toHaveAttribute('placeholder', 'DD/MM/YYYY');
    expect(field()).toHaveAccessibleDescription(expect.stringContaining('Format: DD/MM/YYYY'));
    label.remove();
  });

  it('puts the slashes in as the digits are typed and answers YYYY-MM-DD (issue #26: Chromium emptied a typed date)', async () => {
    const view = await renderQuestion(datepicker, { question: question() });
    await userEvent.tab();
    expect(field()).toHaveFocus();
    await userEvent.keyboard('1705');
    expect(field()).toHaveValue('17/05');
    expect(view.lastAnswer()).toBe('17/05');
    await userEvent.keyboard('2026');
    expect(field()).toHaveValue('17/05/2026');
    expect(view.lastAnswer()).toBe('2026-05-17');
    expect(datepicker.validate!('2026-05-17', question())).toBeNull();
  });

  it('takes a day typed with its own separators', async () => {
    const view = await renderQuestion(datepicker, { question: question() });
    await userEvent.type(field(), '1.5.2026');
    expect(field()).toHaveValue('1.5.2026');
    expect(view.lastAnswer()).toBe('2026-05-01');
  });

  it('answers a day that is not a real one as typed, so validation names it; clearing gives null', async () => {
    const view = await renderQuestion(datepicker, { question: question() });
    await userEvent.type(field(), '31022026');
    expect(view.lastAnswer()).toBe('31/02/2026');
    expect(datepicker.validate!('31/02/2026', question())).not.toBeNull();
    await userEvent.clear(field());
    expect(view.lastAnswer()).toBeNull();
  });

  it('shows a given answer as DD/MM/YYYY', async () => {
    await renderQuestion(datepicker, { question: question(), value: '2026-03-01' });
    expect(field()).toHaveValue('01/03/2026');
  });

  it('opens the browser picker from the calendar button, and a day chosen there is the answer', async () => {
    const view = await renderQuestion(datepicker, { question: question() });
    const showPicker = vi.fn();
    nativeInput().showPicker = showPicker;
    await userEvent.click(screen.getByRole('button', { name: 'Open calendar' }));
    expect(showPicker).toHaveBeenCalledOnce();
    fireEvent.change(nativeInput(), { target: { value: '2026-05-17' } });
    expect(view.lastAnswer()).toBe('2026-05-17');
    expect(field()).toHaveValue('17/05/2026');
    expect(field()).toHaveFocus();
  });

  it('keeps the hidden date input out of the Tab order and of assistive technology', async () => {
    await renderQuestion(datepicker, { question: question() });
    expect(nativeInput()).toHaveAttribute('tabindex', '-1');
    expect(nativeInput()).toHaveAttribute('aria-hidden', 'true');
  });

  it('writes the hint and the placeholder in the interface language', async () => {
    await act(() => setInterfaceLanguage('tr'));
    try {
      await renderQuestion(datepicker, { question: question() });
      expect(screen.getByText('Biçim: GG/AA/YYYY')).toBeInTheDocument();
      expect(field()).toHaveAttribute('placeholder', 'GG/AA/YYYY');
      expect(screen.getByRole('button', { name: 'Takvimi aç' })).toBeInTheDocument();
    } finally {
      await act(() => setInterfaceLanguage('en'));
    }
  });

  it('marks a required or invalid answer for assistive technology', async () => {
    const view = await renderQuestion(datepicker, { question: question({ isRequired: true }), invalid: true });
    expect(field()).toBeRequired();
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field().getAttribute('aria-describedby')).toContain(view.ids.error);
  });
});
