import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FlowQuestion } from '../../src/types/schemas';
import { renderQuestion } from '../../src/plugin-api/testing';
import checklist from './index';

const options = [
  { id: 'o-price', key: 'price', body: { en: 'Price' } },
  { id: 'o-staff', key: 'staff', body: { en: 'Staff' } },
  { id: 'o-speed', key: 'speed', body: { en: 'Speed' } },
  { id: 'o-hidden', key: 'hidden', body: { en: 'Parking' }, isVisible: false },
];
const question = (extra: Partial<FlowQuestion> = {}): FlowQuestion => ({ id: 'q-liked', style: 'checklist', body: { en: 'What did you like?' }, options, ...extra });
const box = (name: string) => screen.getByRole('checkbox', { name });

describe('checklist view', () => {
  it('is a labelled group of checkboxes for the visible options only', async () => {
    await renderQuestion(checklist, { question: question() });
    expect(screen.getByRole('group', { name: 'What did you like?' })).toHaveAttribute('id', 'q-q-liked');
    expect(screen.getAllByRole('checkbox').map((c) => c.closest('label')?.textContent)).toEqual(['Price', 'Staff', 'Speed']);
    expect(screen.queryByText('Parking')).not.toBeInTheDocument();
  });

  it('answers with the ticked option ids in the order they were ticked', async () => {
    const view = await renderQuestion(checklist, { question: question() });
    await userEvent.click(box('Speed'));
    await userEvent.click(box('Price'));
    expect(view.lastAnswer()).toEqual(['o-speed', 'o-price']);
    expect(box('Speed')).toBeChecked();
    expect(box('Staff')).not.toBeChecked();
  });

  it('is answered with the keyboard alone: Tab walks the boxes, Space ticks and unticks', async () => {
    const view = await renderQuestion(checklist, { question: question() });
    await userEvent.tab();
    expect(box('Price')).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    expect(box('Staff')).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(view.lastAnswer()).toEqual(['o-price', 'o-staff']);
    await userEvent.keyboard(' ');
    expect(view.lastAnswer()).toEqual(['o-price']);
  });

  it('unticking the last box clears the answer', async () => {
    const view = await renderQuestion(checklist, { question: question(), value: ['o-staff'] });
    expect(box('Staff')).toBeChecked();
    await userEvent.click(box('Staff'));
    expect(view.lastAnswer()).toBeNull();
  });

  it('has long option lists replaced by the screen message (SPEC 2.2)', () => {
    expect(checklist.labelling).toBe('group');
    expect(checklist.limitsOptions).toBe(true);
  });
});
