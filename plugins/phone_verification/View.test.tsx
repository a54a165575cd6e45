import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderQuestion } from '../../src/plugin-api/testing';
import type { QuestionServices } from '../../src/plugin-api/view';
import phoneVerification from './index';

const question = { id: 'q-verify', style: 'phone_verification', body: { en: 'Your mobile number' } };
const numberField = () => document.querySelector<HTMLInputElement>('input[type="tel"]')!;
const codeField = () => screen.getByLabelText('Code from the SMS');

function services(over: Partial<QuestionServices> = {}) {
  return {
    countryCode: 'TR',
    sendVerificationCode: vi.fn<QuestionServices['sendVerificationCode']>(async () => 'ver-1'),
    verifyCode: vi.fn<QuestionServices['verifyCode']>(async (_id, code) => code === '123456'),
    ...over,
  };
}

describe('phone_verification view', () => {
  it('is done with the keyboard alone: number, Enter sends, code, Enter verifies', async () => {
    const calls = services();
    const view = await renderQuestion(phoneVerification, { question, services: calls });
    await userEvent.tab();
    // The number's country comes first, as it is read: "TR +90", then the number.
    expect(screen.getByRole('combobox', { name: 'Country code' })).toHaveFocus();
    await userEvent.tab();
    expect(numberField()).toHaveFocus();
    expect(numberField()).toHaveAttribute('type', 'tel');
    await userEvent.keyboard('0555 123 45 67{Enter}');
    expect(calls.sendVerificationCode).toHaveBeenCalledWith('+905551234567', 'q-verify');
    await waitFor(() => expect(codeField()).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent('We sent a code to +90 555 123 45 67.');
    expect(codeField()).toHaveAttribute('autocomplete', 'one-time-code');
    expect(codeField()).toHaveAttribute('inputmode', 'numeric');
    await userEvent.keyboard('123456{Enter}');
    expect(calls.verifyCode).toHaveBeenCalledWith('ver-1', '123456');
    await waitFor(() => expect(view.lastAnswer()).toEqual({ number: '+905551234567', isValid: true, verificationId: 'ver-1', token: '123456', verified: true }));
    expect(screen.getByText('+90 555 123 45 67 is verified.')).toHaveFocus();
    expect(screen.queryByLabelText('Code from the SMS')).not.toBeInTheDocument();
  });

  it('gives no answer while a number or a code is being typed, so no error shows half-way', async () => {
    const view = await renderQuestion(phoneVerification, { question, services: services() });
    await userEvent.type(numberField(), '0555 123');
    expect(view.answers).toEqual([]);
    await userEvent.type(numberField(), ' 45 67');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await userEvent.type(await screen.findByLabelText('Code from the SMS'), '12a34');
    expect(codeField()).toHaveValue('1234');
    expect(view.answers).toEqual([]);
  });

  it('an invalid number is answered as invalid when sent, and no code is sent', async () => {
    const calls = services();
    const view = await renderQuestion(phoneVerification, { question, services: calls });
    await userEvent.type(numberField(), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(view.lastAnswer()).toEqual({ number: '12', isValid: false });
    expect(calls.sendVerificationCode).not.toHaveBeenCalled();
    // Typing again takes the decided answer (and its error) away.
    await userEvent.type(numberField(), '3');
    expect(view.lastAnswer()).toBeNull();
  });

  it('a wrong code is answered as not verified and the code field is marked and focused', async () => {
    const view = await renderQuestion(phoneVerification, { question, services: services() });
    await userEvent.type(numberField(), '+90 555 123 45 67');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await userEvent.type(await screen.findByLabelText('Code from the SMS'), '000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(view.lastAnswer()).toEqual({ number: '+905551234567', isValid: true, verificationId: 'ver-1', token: '000000', verified: false }));
    expect(codeField()).toBeInvalid();
    expect(codeField()).toHaveFocus();
    expect(codeField().getAttribute('aria-describedby')).toContain(view.ids.error);
  });

  it('asks for all six digits before checking', async () => {
    const calls = services();
    await renderQuestion(phoneVerification, { question, services: calls });
    await userEvent.type(numberField(), '05551234567{Enter}');
    await userEvent.type(await screen.findByLabelText('Code from the SMS'), '123{Enter}');
    expect(calls.verifyCode).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('Please type the 6-digit code from the SMS.');
  });

  it('says when the code could not be sent, and lets the respondent try again', async () => {
    const sendVerificationCode = vi.fn<QuestionServices['sendVerificationCode']>().mockRejectedValueOnce(new Error('Network failure')).mockResolvedValueOnce('ver-2');
    await renderQuestion(phoneVerification, { question, services: services({ sendVerificationCode }) });
    await userEvent.type(numberField(), '05551234567');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('The code could not be sent. Please try again.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByLabelText('Code from the SMS')).toBeInTheDocument();
  });

  it('announces the busy state and ignores a second press while sending', async () => {
    let release: (id: string) => void = () => undefined;
    const sendVerificationCode = vi.fn<QuestionServices['sendVerificationCode']>(() => new Promise((resolve) => (release = resolve)));
    await renderQuestion(phoneVerification, { question, services: services({ sendVerificationCode }) });
    await userEvent.type(numberField(), '05551234567');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(screen.getByRole('status')).toHaveTextContent('Sending the code…');
    expect(screen.getByRole('button', { name: 'Send code' })).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    expect(sendVerificationCode).toHaveBeenCalledTimes(1);
    release('ver-3');
    expect(await screen.findByLabelText('Code from the SMS')).toBeInTheDocument();
  });

  it('sends again for the same number, and "Change number" goes back to an editable number', async () => {
    const calls = services({ sendVerificationCode: vi.fn<QuestionServices['sendVerificationCode']>().mockResolvedValueOnce('ver-1').mockResolvedValueOnce('ver-2') });
    const view = await renderQuestion(phoneVerification, { question, services: calls });
    await userEvent.type(numberField(), '05551234567{Enter}');
    await screen.findByLabelText('Code from the SMS');
    expect(numberField()).toHaveAttribute('readonly');
    await userEvent.click(screen.getByRole('button', { name: 'Send again' }));
    expect(calls.sendVerificationCode).toHaveBeenLastCalledWith('+905551234567', 'q-verify');
    expect(await screen.findByText('We sent a new code to +90 555 123 45 67.')).toBeInTheDocument();
    await userEvent.type(codeField(), '123456{Enter}');
    expect(calls.verifyCode).toHaveBeenCalledWith('ver-2', '123456');
    await waitFor(() => expect(view.lastAnswer()).toMatchObject({ verified: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Change number' }));
    expect(view.lastAnswer()).toBeNull();
    expect(numberField()).not.toHaveAttribute('readonly');
    expect(numberField()).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Send code' })).toBeInTheDocument();
  });

  it('shows a number verified earlier as verified', async () => {
    await renderQuestion(phoneVerification, { question, value: { number: '+905551234567', isValid: true, verificationId: 'v', token: '123456', verified: true } });
    expect(numberField()).toHaveValue('+905551234567');
    expect(screen.getByText('+90 555 123 45 67 is verified.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change number' })).toBeInTheDocument();
  });

  it('sends the code to the international number of a local number in the chosen country', async () => {
    const calls = services();
    await renderQuestion(phoneVerification, { question, services: calls });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Country code' }), 'GB');
    await userEvent.type(numberField(), '07911 123456{Enter}');
    expect(calls.sendVerificationCode).toHaveBeenCalledWith('+447911123456', 'q-verify');
    // The country cannot change under a number the code was sent to.
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Country code' })).toBeDisabled());
  });
});
