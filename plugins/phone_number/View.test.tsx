import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderQuestion } from '../../src/plugin-api/testing';
import phoneNumber from './index';

const question = { id: 'q-phone', style: 'phone_number', body: { en: 'Your phone number' } };

describe('phone_number view', () => {
  it('is a telephone field the browser can fill in, described by the question and its error', async () => {
    const view = await renderQuestion(phoneNumber, { question: { ...question, isRequired: true }, invalid: true });
    const field = screen.getByRole('textbox');
    expect(field).toHaveAttribute('id', view.ids.input);
    expect(field).toHaveAttribute('type', 'tel');
    expect(field).toHaveAttribute('autocomplete', 'tel');
    expect(field).toBeRequired();
    expect(field).toBeInvalid();
    expect(field.getAttribute('aria-describedby')?.split(' ')).toEqual([view.ids.description, view.ids.error]);
    // Numbers read left to right in Arabic or Hebrew pages too.
    expect(field).toHaveAttribute('dir', 'ltr');
  });

  it('keeps a valid number in E.164, using the node country for numbers typed without "+"', async () => {
    const view = await renderQuestion(phoneNumber, { question, services: { countryCode: 'TR' } });
    await userEvent.type(screen.getByRole('textbox'), '0555 123 45 67');
    expect(view.lastAnswer()).toEqual({ number: '+905551234567', isValid: true });
    // What was typed stays in the field.
    expect(screen.getByRole('textbox')).toHaveValue('0555 123 45 67');
  });

  it('gives the raw text, marked invalid, while the number is incomplete', async () => {
    const view = await renderQuestion(phoneNumber, { question, services: { countryCode: 'DE' } });
    await userEvent.type(screen.getByRole('textbox'), '0555 12');
    expect(view.lastAnswer()).toEqual({ number: '0555 12', isValid: false });
  });

  it('reads an international number whatever the node country', async () => {
    const view = await renderQuestion(phoneNumber, { question, services: { countryCode: 'TR' } });
    await userEvent.type(screen.getByRole('textbox'), '+1 212 555 0100');
    expect(view.lastAnswer()).toEqual({ number: '+12125550100', isValid: true });
  });

  it('clears the answer when the field is emptied', async () => {
    const view = await renderQuestion(phoneNumber, { question, value: { number: '+905551234567', isValid: true } });
    expect(screen.getByRole('textbox')).toHaveValue('+905551234567');
    await userEvent.clear(screen.getByRole('textbox'));
    expect(view.lastAnswer()).toBeNull();
  });

  it('stores the international number of a local number typed after choosing its country', async () => {
    const view = await renderQuestion(phoneNumber, { question, services: { countryCode: 'TR' } });
    const country = screen.getByRole('combobox', { name: 'Country code' });
    expect(country).toHaveValue('TR');
    expect(screen.getByRole('option', { name: 'United Kingdom +44' })).toBeInTheDocument();
    await userEvent.selectOptions(country, 'GB');
    await userEvent.type(screen.getByRole('textbox'), '07911 123456');
    expect(view.lastAnswer()).toEqual({ number: '+447911123456', isValid: true });
  });

  it('switches the country when a number is typed with "+" and its calling code', async () => {
    const view = await renderQuestion(phoneNumber, { question, services: { countryCode: 'TR' } });
    await userEvent.type(screen.getByRole('textbox'), '+44 7911 123456');
    expect(screen.getByRole('combobox', { name: 'Country code' })).toHaveValue('GB');
    expect(view.lastAnswer()).toEqual({ number: '+447911123456', isValid: true });
  });

  it('starts with the region of the interface language when the node sets no country', async () => {
    await renderQuestion(phoneNumber, { question, services: { countryCode: undefined } });
    // English in a browser that prefers American English (jsdom's navigator.languages).
    expect(screen.getByRole('combobox', { name: 'Country code' })).toHaveValue('US');
  });

  it("shows a restored answer's country", async () => {
    await renderQuestion(phoneNumber, { question, services: { countryCode: 'TR' }, value: { number: '+447911123456', isValid: true } });
    expect(screen.getByRole('combobox', { name: 'Country code' })).toHaveValue('GB');
  });
});
