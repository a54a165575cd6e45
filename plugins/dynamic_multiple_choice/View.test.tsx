import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FlowOption, FlowQuestion } from '../../src/types/schemas';
import { noServices, renderQuestion } from '../../src/plugin-api/testing';
import plugin from './index';

const branches: FlowOption[] = [
  { id: 'b-ank', key: 'ankara', body: { en: 'Ankara branch' } },
  { id: 'b-izm', key: 'izmir', body: { en: 'Izmir branch' } },
];
const question = (options: FlowOption[] = branches): FlowQuestion => ({ id: 'q-branches', style: 'dynamic_multiple_choice', body: { en: 'Which branches did you visit?' }, options });
const ids = { input: 'q-in', label: 'q-label', description: 'q-desc', error: 'q-err' };

describe('dynamic_multiple_choice view', () => {
  it('is a labelled group of checkboxes; ticking gives the option ids, unticking the last clears', async () => {
    const view = await renderQuestion(plugin, { question: question() });
    expect(screen.getByRole('group', { name: 'Which branches did you visit?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Izmir branch' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Ankara branch' }));
    expect(view.lastAnswer()).toEqual(['b-izm', 'b-ank']);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Izmir branch' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Ankara branch' }));
    expect(view.lastAnswer()).toBeNull();
  });

  it('is answered with the keyboard alone', async () => {
    const view = await renderQuestion(plugin, { question: question() });
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(view.lastAnswer()).toEqual(['b-izm']);
  });

  it('shows options that arrive later from the server, keeping what was ticked', async () => {
    const View = (await plugin.view!()).default;
    const props = { question: question([]), language: 'en', ids, invalid: false, required: false, services: noServices, onChange: () => undefined };
    const { rerender } = render(<View {...props} value={null} options={[]} />);
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    const arrived = [...branches, { id: 'b-ist', key: 'istanbul', body: { en: 'Istanbul branch' } }];
    rerender(<View {...props} value={['b-izm']} options={arrived} />);
    expect(screen.getAllByRole('checkbox').map((c) => c.closest('label')?.textContent)).toEqual(['Ankara branch', 'Izmir branch', 'Istanbul branch']);
    expect(screen.getByRole('checkbox', { name: 'Izmir branch' })).toBeChecked();
  });

  it('is not limited to 10 options: the server decides how many there are', async () => {
    const many = Array.from({ length: 12 }, (_, i) => ({ id: `o${i}`, body: { en: `Option ${i + 1}` } }));
    await renderQuestion(plugin, { question: question(many) });
    expect(screen.getAllByRole('checkbox')).toHaveLength(12);
    expect(plugin.limitsOptions).not.toBe(true);
  });
});
