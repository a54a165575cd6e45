import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FlowQuestion } from '../src/types/schemas';
import { renderQuestion } from '../src/plugin-api/testing';
import { plugins } from './index';

const options = [{ id: 'a', key: 'a', body: { en: 'Apple' } }, { id: 'b', key: 'b', body: { en: 'Banana' } }, { id: 'c', key: 'c', body: { en: 'Cherry' } }];
const question = (style: string, extra: Partial<FlowQuestion> = {}): FlowQuestion => ({ id: `q-${style}`, style, body: { en: `Question ${style}` }, ...extra });
const user = () => userEvent.setup();

describe('question views: answered the way a respondent would', () => {
  it.each(['radio', 'gender', 'custom_score', 'random'])('%s: a radio group answered by click, then changed with the arrow keys', async (style) => {
    const view = await renderQuestion(plugins[style]!, { question: question(style, { options }) });
    expect(screen.getByRole('radiogroup', { name: `Question ${style}` })).toBeInTheDocument();
    await user().click(screen.getByRole('radio', { name: 'Banana' }));
    expect(view.lastAnswer()).toEqual(['b']);
  });

  it.each(['checklist', 'dynamic_multiple_choice', 'dynamic_multiple_value'])('%s: checkboxes answered with the keyboard, unticking the last clears', async (style) => {
    const view = await renderQuestion(plugins[style]!, { question: question(style, { options, isMultiSelect: true }) });
    await user().click(screen.getByRole('checkbox', { name: 'Apple' }));
    await user().click(screen.getByRole('checkbox', { name: 'Cherry' }));
    expect(view.lastAnswer()).toEqual(['a', 'c']);
    await user().click(screen.getByRole('checkbox', { name: 'Apple' }));
    await user().click(screen.getByRole('checkbox', { name: 'Cherry' }));
    expect(view.lastAnswer()).toBeNull();
  });

  it('dropdown: a native select, back to "Choose…" clears', async () => {
    const view = await renderQuestion(plugins.dropdown!, { question: question('dropdown', { options }) });
    await user().selectOptions(screen.getByRole('combobox'), 'Cherry');
    expect(view.lastAnswer()).toEqual(['c']);
    await user().selectOptions(screen.getByRole('combobox'), 'Choose…');
    expect(view.lastAnswer()).toBeNull();
  });

  it.each([['text', 'textbox'], ['textarea', 'textbox'], ['plain', 'textbox'], ['naming', 'textbox'], ['external_id', 'textbox'], ['email', 'textbox']])('%s: typed text is the answer; emptying clears', async (style, role) => {
    const view = await renderQuestion(plugins[style]!, { question: question(style, { maxResponseLength: 20 }) });
    const field = screen.getByRole(role);
    await user().type(field, 'hello');
    expect(view.lastAnswer()).toBe('hello');
    expect(screen.getByText('5 / 20 characters')).toBeInTheDocument();
    await user().clear(field);
    expect(view.lastAnswer()).toBeNull();
  });

  it.each(['numeric', 'age'])('%s: a number, never NaN while typing', async (style) => {
    const view = await renderQuestion(plugins[style]!, { question: question(style) });
    await user().type(screen.getByRole('textbox'), '4');
    expect(view.lastAnswer()).toBe(4);
    await user().type(screen.getByRole('textbox'), 'x');
    expect(view.lastAnswer()).toBeNull();
  });

  it.each([['score', 0, 10, '10'], ['ces', 1, 7, '7']])('%s: points %i to %i as a radio group; End picks the top', async (style, min, max, top) => {
    const view = await renderQuestion(plugins[style]!, { question: question(style) });
    expect(screen.getAllByRole('radio')).toHaveLength(max - min + 1);
    // ces names its end points with its (default) end labels: "1, Very difficult".
    await user().click(screen.getByRole('radio', { name: new RegExp(`^${min}(,|$)`) }));
    await user().keyboard('{End}');
    expect(view.lastAnswer()).toBe(Number(top));
    expect(screen.getByRole('radio', { name: new RegExp(`^${top}(,|$)`) })).toHaveFocus();
  });

  it('slider: unanswered until moved, then the value is announced', async () => {
    const view = await renderQuestion(plugins.slider!, { question: question('slider', { min: 0, max: 10 }) });
    expect(screen.getByText('Not answered yet: move the slider', { selector: 'output' })).toBeInTheDocument();
    fireEvent.change(screen.getByRole('slider'), { target: { value: '7' } });
    expect(view.lastAnswer()).toBe(7);
    expect(screen.getByText('Value: 7')).toBeInTheDocument();
  });

  it('datepicker: a day typed DD/MM/YYYY gives YYYY-MM-DD', async () => {
    const view = await renderQuestion(plugins.datepicker!, { question: question('datepicker') });
    const input = screen.getByRole('textbox');
    await user().type(input, '17052026');
    expect(input).toHaveValue('17/05/2026');
    expect(view.lastAnswer()).toBe('2026-05-17');
    expect(input).toHaveAttribute('placeholder', 'DD/MM/YYYY');
  });

  it('agreement: ticking agrees; the contract opens in a dialog that Escape closes', async () => {
    const view = await renderQuestion(plugins.agreement!, { question: question('agreement', { extra: { contract_text: { en: 'Terms apply.' } } }) });
    await user().click(screen.getByRole('checkbox', { name: 'I agree' }));
    expect(view.lastAnswer()).toBe(true);
    await user().click(screen.getByRole('button', { name: 'Read the contract' }));
    expect(screen.getByRole('dialog', { name: 'Contract' })).toHaveTextContent('Terms apply.');
    await user().keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Read the contract' })).toHaveFocus();
  });

  it('ranking: moved with buttons by keyboard, each move announced', async () => {
    const view = await renderQuestion(plugins.ranking!, { question: question('ranking', { options }) });
    await user().click(screen.getByRole('button', { name: 'Move Cherry up' }));
    expect(view.lastAnswer()).toEqual(['a', 'c', 'b']);
    expect(screen.getByText('Cherry is now number 2 of 3')).toBeInTheDocument();
  });

  it('matrix: a radio group per statement; the answer is keyed by statement id', async () => {
    const view = await renderQuestion(plugins.matrix!, { question: question('matrix', { options: options.slice(0, 2), statements: [{ id: 's1', body: { en: 'Food' } }, { id: 's2', body: { en: 'Staff' } }] }) });
    await user().click(screen.getAllByRole('radio', { name: 'Banana' })[0]!);
    await user().click(screen.getAllByRole('radio', { name: 'Apple' })[1]!);
    expect(view.lastAnswer()).toEqual({ s1: ['b'], s2: ['a'] });
    expect(screen.getByRole('radiogroup', { name: 'Food' })).toBeInTheDocument();
  });

  it('file: shows name, size and progress while uploading, then the uploaded file; refuses other types', async () => {
    let finish: (v: { url: string; id: string }) => void = () => undefined;
    const upload = vi.fn((_file: File, onProgress: (p: number) => void) => new Promise<{ url: string; id: string }>((resolve) => (onProgress(40), (finish = resolve))));
    const view = await renderQuestion(plugins.file!, { question: question('file'), services: { upload } });
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    await user().upload(input, new File(['%PDF-1.4'], 'report.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('report.pdf')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Uploading 40%');
    finish({ url: '/uploads/x.pdf', id: 'blob-1' });
    await waitFor(() => expect(view.lastAnswer()).toMatchObject({ url: '/uploads/x.pdf', blobId: 'blob-1', name: 'report.pdf', type: 'application/pdf' }));
    // A file picker can be talked into any file; the view still refuses it.
    await userEvent.setup({ applyAccept: false }).upload(input, new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }));
    expect(await screen.findByText('Please upload an image or PDF file.')).toBeInTheDocument();
  });

  it('phone_number: a valid number is kept in E.164 with the node country as default region', async () => {
    const view = await renderQuestion(plugins.phone_number!, { question: question('phone_number'), services: { countryCode: 'TR' } });
    await user().type(screen.getByRole('textbox'), '0555 123 45 67');
    expect(view.lastAnswer()).toEqual({ number: '+905551234567', isValid: true });
    await user().clear(screen.getByRole('textbox'));
    await user().type(screen.getByRole('textbox'), '12');
    expect(view.lastAnswer()).toEqual({ number: '12', isValid: false });
  });

  it('phone_verification: send the code, type it, verified', async () => {
    const sendVerificationCode = vi.fn(async () => 'ver-1');
    const verifyCode = vi.fn(async (_id: string, code: string) => code === '123456');
    const view = await renderQuestion(plugins.phone_verification!, { question: question('phone_verification'), services: { countryCode: 'TR', sendVerificationCode, verifyCode } });
    await user().type(screen.getByRole('textbox'), '+90 555 123 45 67');
    await user().click(screen.getByRole('button', { name: 'Send code' }));
    expect(sendVerificationCode).toHaveBeenCalledWith('+905551234567', 'q-phone_verification');
    await user().type(await screen.findByLabelText('Code from the SMS'), '123456');
    await user().click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(view.lastAnswer()).toMatchObject({ number: '+905551234567', verificationId: 'ver-1', verified: true }));
  });

  it('customer_schema: the form from the JSON Schema gives its values', async () => {
    const view = await renderQuestion(plugins.customer_schema!, { question: question('customer_schema', { extra: { customer_schema: { type: 'object', properties: { city: { type: 'string', title: 'City' } } } } }) });
    await user().type(screen.getByLabelText('City'), 'Izmir');
    await waitFor(() => expect(view.lastAnswer()).toEqual({ city: 'Izmir' }));
  });

  it('dynamic_request: looks the answer up and says when it failed', async () => {
    const dynamicRequest = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce(undefined);
    await renderQuestion(plugins.dynamic_request!, { question: question('dynamic_request'), services: { dynamicRequest } });
    await user().type(screen.getByRole('textbox'), 'A-42');
    await user().click(screen.getByRole('button', { name: 'Look up' }));
    expect(await screen.findByText('Your answer could not be validated, please check again.')).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Look up' }));
    expect(await screen.findByText('Filled in from your answer.')).toBeInTheDocument();
    expect(dynamicRequest).toHaveBeenCalledWith('q-dynamic_request', 'A-42');
  });

  it('screenshot: a button takes the picture (the library loads only then)', async () => {
    await renderQuestion(plugins.screenshot!, { question: question('screenshot') });
    expect(screen.getByRole('button', { name: 'Take a screenshot' })).toBeInTheDocument();
  });
});
