import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FlowQuestion } from '../../src/types/schemas';
import { renderQuestion } from '../../src/plugin-api/testing';
import radio from './index';

const options = [
  { id: 'o-yes', key: 'yes', body: { en: 'Yes', tr: 'Evet' } },
  { id: 'o-no', key: 'no', body: { en: 'No', tr: 'Hayır' } },
  { id: 'o-maybe', key: 'maybe', body: { en: 'Maybe', tr: 'Belki' } },
];
const question = (extra: Partial<FlowQuestion> = {}): FlowQuestion => ({ id: 'q-visit', style: 'radio', body: { en: 'Was this your first visit?' }, options, ...extra });

describe('radio view', () => {
  it('is one labelled radio group of the options in the given order, none chosen at first', async () => {
    await renderQuestion(radio, { question: question() });
    const group = screen.getByRole('radiogroup', { name: 'Was this your first visit?' });
    expect(group).toHaveAttribute('id', 'q-q-visit');
    expect(screen.getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual(['Yes', 'No', 'Maybe']);
    expect(screen.getAllByRole('radio').filter((r) => (r as HTMLInputElement).checked)).toHaveLength(0);
  });

  it('answers with the chosen option id in a list; a new choice replaces the old', async () => {
    const view = await renderQuestion(radio, { question: question() });
    await userEvent.click(screen.getByRole('radio', { name: 'No' }));
    expect(view.lastAnswer()).toEqual(['o-no']);
    await userEvent.click(screen.getByText('Maybe'));
    expect(view.lastAnswer()).toEqual(['o-maybe']);
    expect(screen.getByRole('radio', { name: 'Maybe' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'No' })).not.toBeChecked();
  });

  it('is answered with the keyboard alone: Tab in, Space chooses, arrows move and choose', async () => {
    const view = await renderQuestion(radio, { question: question() });
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: 'Yes' })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(view.lastAnswer()).toEqual(['o-yes']);
    await userEvent.keyboard('{ArrowDown}');
    expect(view.lastAnswer()).toEqual(['o-no']);
    expect(screen.getByRole('radio', { name: 'No' })).toHaveFocus();
  });

  it('an optional answer is cleared with Delete; a required one is kept', async () => {
    const optional = await renderQuestion(radio, { question: question(), value: ['o-no'] });
    await userEvent.tab();
    await userEvent.keyboard('{Delete}');
    expect(optional.lastAnswer()).toBeNull();
    expect(screen.getByRole('radio', { name: 'No' })).not.toBeChecked();
    optional.unmount();

    const required = await renderQuestion(radio, { question: question({ isRequired: true }), value: ['o-no'] });
    await userEvent.tab();
    await userEvent.keyboard('{Delete}');
    expect(required.answers).toEqual([]);
    expect(screen.getByRole('radiogroup')).toHaveAttribute('aria-required', 'true');
  });

  it('shows the option texts in the flow language', async () => {
    await renderQuestion(radio, { question: question(), language: 'tr' });
    expect(screen.getByRole('radio', { name: 'Hayır' })).toBeInTheDocument();
  });

  it('marks the group invalid and points it at the error', async () => {
    await renderQuestion(radio, { question: question(), invalid: true });
    const group = screen.getByRole('radiogroup');
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group.getAttribute('aria-describedby')).toContain('q-q-visit-error');
  });

  it('is a group-labelled style whose long lists the screen replaces with a message (SPEC 2.2)', () => {
    expect(radio.labelling).toBe('group');
    expect(radio.limitsOptions).toBe(true);
  });
});
