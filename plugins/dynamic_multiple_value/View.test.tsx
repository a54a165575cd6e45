import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FlowOption, FlowQuestion } from '../../src/types/schemas';
import { noServices, renderQuestion } from '../../src/plugin-api/testing';
import plugin from './index';

const values: FlowOption[] = [
  { id: 'v-1', key: 'ORD-1001', body: { en: 'Order 1001' } },
  { id: 'v-2', key: 'ORD-1002', body: { en: 'Order 1002' } },
  { id: 'v-3', key: 'ORD-1003' },
];
const question = (options: FlowOption[] = values): FlowQuestion => ({ id: 'q-orders', style: 'dynamic_multiple_value', body: { en: 'Which orders is this about?' }, options });
const chip = (name: string) => screen.getByRole('checkbox', { name });

describe('dynamic_multiple_value view', () => {
  it('is a labelled group of chips that are checkboxes, showing each value (its key when it has no text)', async () => {
    await renderQuestion(plugin, { question: question() });
    expect(screen.getByRole('group', { name: 'Which orders is this about?' })).toHaveAttribute('id', 'q-q-orders');
    expect(screen.getAllByRole('checkbox').map((c) => c.closest('label')?.textContent)).toEqual(['Order 1001', 'Order 1002', 'ORD-1003']);
    expect(document.querySelectorAll('.cv-dynamic-multiple-value__chip')).toHaveLength(3);
  });

  it('answers with the chosen value ids; unchoosing the last clears', async () => {
    const view = await renderQuestion(plugin, { question: question() });
    await userEvent.click(screen.getByText('Order 1002'));
    await userEvent.click(screen.getByText('ORD-1003'));
    expect(view.lastAnswer()).toEqual(['v-2', 'v-3']);
    expect(chip('Order 1002')).toBeChecked();
    await userEvent.click(screen.getByText('Order 1002'));
    await userEvent.click(screen.getByText('ORD-1003'));
    expect(view.lastAnswer()).toBeNull();
    expect(chip('ORD-1003')).not.toBeChecked();
  });

  it('is answered with the keyboard alone: each chip a tab stop, Space toggles', async () => {
    const view = await renderQuestion(plugin, { question: question() });
    await userEvent.tab();
    expect(chip('Order 1001')).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.tab();
    await userEvent.tab();
    expect(chip('ORD-1003')).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(view.lastAnswer()).toEqual(['v-1', 'v-3']);
    await userEvent.keyboard(' ');
    expect(view.lastAnswer()).toEqual(['v-1']);
  });

  it('a chosen chip carries a tick as well as its colour', async () => {
    await renderQuestion(plugin, { question: question(), value: ['v-2'] });
    const face = (name: string) => chip(name).nextElementSibling!;
    expect(face('Order 1002').querySelector('svg.cv-dynamic-multiple-value__tick')).not.toBeNull();
    // The tick is drawn for the eye only; the checkbox state is what a screen reader hears.
    expect(face('Order 1002').querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows values that arrive later from the server, keeping the chosen ones', async () => {
    const View = (await plugin.view!()).default;
    const props = { question: question([]), language: 'en', ids: { input: 'i', label: 'l', description: 'd', error: 'e' }, invalid: false, required: false, services: noServices, onChange: () => undefined };
    const { rerender } = render(<View {...props} value={null} options={[]} />);
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    rerender(<View {...props} value={['v-3']} options={values} />);
    expect(screen.getAllByRole('checkbox')).toHaveLength(3);
    expect(chip('ORD-1003')).toBeChecked();
  });

  it('is marked invalid and described by the error', async () => {
    await renderQuestion(plugin, { question: question(), invalid: true });
    expect(screen.getByRole('group')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('group')).toHaveAttribute('aria-describedby', 'q-q-orders-description q-q-orders-error');
    expect(plugin.limitsOptions).not.toBe(true);
  });
});
