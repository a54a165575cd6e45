import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FlowQuestion } from '../../src/types/schemas';
import { setInterfaceLanguage, renderQuestion } from '../../src/plugin-api/testing';
import agreement from './index';

const contract = { en: 'Terms of service\n\n1. <b>We</b> keep your data safe.', tr: 'Hizmet koşulları' };
const question = (extra: FlowQuestion['extra'] = { contract_text: contract }, more: Partial<FlowQuestion> = {}): FlowQuestion => ({ id: 'q-terms', style: 'agreement', body: { en: 'Terms' }, extra, ...more });
const checkbox = () => screen.getByRole('checkbox', { name: 'I agree' });
const readButton = () => screen.getByRole('button', { name: 'Read the contract' });

describe('agreement view', () => {
  it('ticking "I agree" answers true; unticking clears the answer', async () => {
    const view = await renderQuestion(agreement, { question: question() });
    expect(checkbox()).toHaveAttribute('id', 'q-q-terms');
    await userEvent.click(checkbox());
    expect(view.lastAnswer()).toBe(true);
    expect(checkbox()).toBeChecked();
    await userEvent.click(screen.getByText('I agree'));
    expect(view.lastAnswer()).toBeNull();
    expect(checkbox()).not.toBeChecked();
  });

  it('is answered with the keyboard alone: Tab, Space', async () => {
    const view = await renderQuestion(agreement, { question: question() });
    await userEvent.tab();
    expect(checkbox()).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(view.lastAnswer()).toBe(true);
  });

  it('opens the contract in a modal dialog as plain text; focus moves in and Escape closes it back to the button', async () => {
    await renderQuestion(agreement, { question: question() });
    await userEvent.tab();
    await userEvent.tab();
    expect(readButton()).toHaveFocus();
    expect(readButton()).toHaveAttribute('aria-haspopup', 'dialog');
    await userEvent.keyboard('{Enter}');
    const dialog = screen.getByRole('dialog', { name: 'Contract' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const text = dialog.querySelector('.cv-agreement__contract')!;
    // Plain text: the author's markup is shown as written, never parsed into elements.
    expect(text.textContent).toBe(contract.en);
    expect(text.querySelector('b')).toBeNull();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(readButton()).toHaveFocus();
  });

  it('keeps focus inside the dialog (Tab wraps) and the Close button closes it', async () => {
    await renderQuestion(agreement, { question: question() });
    await userEvent.click(readButton());
    const close = screen.getByRole('button', { name: 'Close' });
    await userEvent.tab();
    expect(close).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
    await userEvent.tab({ shift: true });
    expect(close).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(readButton()).toHaveFocus();
  });

  it('shows the contract in the flow language', async () => {
    await renderQuestion(agreement, { question: question(), language: 'tr' });
    await userEvent.click(readButton());
    expect(screen.getByRole('dialog')).toHaveTextContent('Hizmet koşulları');
  });

  it('says the contract can only be read on the platform when its text was kept back (SPEC 2.2)', async () => {
    await renderQuestion(agreement, { question: question({ contract_text: { en: '', tr: '' } }) });
    await userEvent.click(readButton());
    expect(screen.getByRole('dialog')).toHaveTextContent('The contract text can only be viewed on the platform.');
  });

  it('says so in Turkish for a Turkish interface', async () => {
    await act(() => setInterfaceLanguage('tr'));
    try {
      await renderQuestion(agreement, { question: question({ contract_text: {} }), language: 'tr' });
      await userEvent.click(screen.getByRole('button', { name: 'Sözleşmeyi oku' }));
      expect(screen.getByRole('dialog', { name: 'Sözleşme' })).toHaveTextContent('Sözleşme metni yalnızca platformda görüntülenebilir.');
      expect(screen.getByRole('checkbox', { name: 'Kabul ediyorum' })).toBeInTheDocument();
    } finally {
      await act(() => setInterfaceLanguage('en'));
    }
  });

  it('has no contract button when the question has no contract', async () => {
    await renderQuestion(agreement, { question: question({}) });
    expect(checkbox()).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('is marked required and invalid for assistive technology', async () => {
    await renderQuestion(agreement, { question: question(undefined, { isRequired: true }), invalid: true });
    expect(checkbox()).toBeRequired();
    expect(checkbox()).toBeInvalid();
    expect(checkbox()).toHaveAttribute('aria-describedby', 'q-q-terms-description q-q-terms-error');
    expect(agreement.labelling).toBe('control');
  });
});
