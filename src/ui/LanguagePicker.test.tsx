import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LanguagePicker } from './LanguagePicker';

const LANGUAGES = [
  { id: 1, code: 'en', name: 'English' },
  { id: 2, code: 'ar', name: 'العربية' },
  { id: 3, code: 'ir', name: 'فارسی' },
];

describe('LanguagePicker (SPEC 2.3) with the keyboard', () => {
  it('as a modal: a dialog that keeps focus inside, closes on Escape and gives focus back', async () => {
    const onChoose = vi.fn();
    render(<LanguagePicker languages={LANGUAGES} current="en" onChoose={onChoose} variant="modal" />);
    const toggle = screen.getByRole('button', { name: /English/ });
    await userEvent.click(toggle);
    const dialog = screen.getByRole('dialog', { name: 'Choose a language' });
    expect(screen.getByRole('button', { name: 'English' })).toHaveFocus();
    for (let i = 0; i < 6; i++) {
      await userEvent.tab({ shift: i % 3 === 2 });
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toggle).toHaveFocus();
    expect(onChoose).not.toHaveBeenCalled();
  });

  it('as a dropdown: Escape closes the list without reaching the page (the widget frame closes on Escape)', async () => {
    const onPageKey = vi.fn();
    window.addEventListener('keydown', onPageKey);
    render(<LanguagePicker languages={LANGUAGES} current="en" onChoose={() => undefined} variant="up" />);
    const toggle = screen.getByRole('button', { name: /English/ });
    await userEvent.click(toggle);
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('list')).toBeNull();
    expect(toggle).toHaveFocus();
    expect(onPageKey).not.toHaveBeenCalledWith(expect.objectContaining({ key: 'Escape' }));
    window.removeEventListener('keydown', onPageKey);
  });

  it('marks each language name with its language tag (Persian, the SPEC code ir, as fa)', async () => {
    render(<LanguagePicker languages={LANGUAGES} current="en" onChoose={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: /English/ }));
    expect(screen.getByRole('button', { name: 'فارسی' })).toHaveAttribute('lang', 'fa');
    expect(screen.getByRole('button', { name: 'العربية' })).toHaveAttribute('lang', 'ar');
  });
});
