import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FlowQuestion } from '../../src/types/schemas';
import { renderQuestion } from '../../src/plugin-api/testing';
import gender from './index';

const options = [
  { id: 'g1', key: 'female', body: { en: 'Female', tr: 'Kadın' } },
  { id: 'g2', key: 'male', body: { en: 'Male', tr: 'Erkek' } },
  { id: 'g3', key: 'other', body: { en: 'Prefer not to say', tr: 'Belirtmek istemiyorum' } },
];
const question: FlowQuestion = { id: 'q-gender', style: 'gender', body: { en: 'Your gender' }, options };

describe('gender view', () => {
  it('is one labelled radio group', async () => {
    await renderQuestion(gender, { question });
    expect(screen.getByRole('radiogroup', { name: 'Your gender' })).toHaveAttribute('id', 'q-q-gender');
    expect(screen.getAllByRole('radio')).toHaveLength(3);
  });

  it('answers with the chosen option id (the model turns its key into the customer gender)', async () => {
    const view = await renderQuestion(gender, { question });
    await userEvent.click(screen.getByRole('radio', { name: 'Female' }));
    expect(view.lastAnswer()).toEqual(['g1']);
    expect(gender.customerField).toBe('gender');
  });

  it('is answered with the keyboard alone and cleared with Backspace when optional', async () => {
    const view = await renderQuestion(gender, { question });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    expect(view.lastAnswer()).toEqual(['g2']);
    expect(screen.getByRole('radio', { name: 'Male' })).toBeChecked();
    await userEvent.keyboard('{Backspace}');
    expect(view.lastAnswer()).toBeNull();
    expect(screen.getByRole('radio', { name: 'Male' })).not.toBeChecked();
  });

  it('shows the options in Turkish for a Turkish flow', async () => {
    await renderQuestion(gender, { question, language: 'tr' });
    expect(screen.getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual(['Kadın', 'Erkek', 'Belirtmek istemiyorum']);
  });

  it('has long option lists replaced by the screen message (SPEC 2.2)', () => {
    expect(gender.labelling).toBe('group');
    expect(gender.limitsOptions).toBe(true);
  });
});
