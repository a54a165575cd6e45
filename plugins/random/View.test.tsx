import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FlowOption, FlowQuestion } from '../../src/types/schemas';
import { noServices, renderQuestion } from '../../src/plugin-api/testing';
import random from './index';

const options: FlowOption[] = ['a', 'b', 'c', 'd'].map((id) => ({ id, key: id, body: { en: id.toUpperCase() } }));
const question: FlowQuestion = { id: 'q-pick', style: 'random', body: { en: 'Pick one' }, options };
const shown = () => screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent).join('');
// Math.random() drawing these give these orders of A, B, C, D (found once, kept here as the expected picture).
const seeds = { '0.1': 'DABC', '0.5': 'DBCA', '0.9': 'ACBD' };

afterEach(() => vi.restoreAllMocks());

describe('random view', () => {
  it('shows the options in a shuffled order drawn once for this respondent', async () => {
    const draw = vi.spyOn(Math, 'random').mockReturnValue(0.1);
    await renderQuestion(random, { question });
    expect(shown()).toBe(seeds['0.1']);
    expect(draw).toHaveBeenCalledTimes(1);
  });

  it('gives other respondents other orders', async () => {
    const orders = [];
    for (const [draw, expected] of Object.entries(seeds)) {
      vi.spyOn(Math, 'random').mockReturnValue(Number(draw));
      const view = await renderQuestion(random, { question });
      orders.push(shown());
      expect(shown()).toBe(expected);
      view.unmount();
    }
    expect(new Set(orders).size).toBe(3);
  });

  it('keeps its order while the respondent answers, even if Math.random would now say otherwise', async () => {
    const draw = vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const view = await renderQuestion(random, { question });
    draw.mockReturnValue(0.9);
    await userEvent.click(screen.getByRole('radio', { name: 'B' }));
    await userEvent.click(screen.getByRole('radio', { name: 'C' }));
    expect(view.lastAnswer()).toEqual(['c']);
    expect(shown()).toBe(seeds['0.5']);
  });

  it('keeps the others in place when a trigger hides an option', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
    const View = (await random.view!()).default;
    const props = { question, value: null, onChange: () => undefined, language: 'en', ids: { input: 'i', label: 'l', description: 'd', error: 'e' }, invalid: false, required: false, services: noServices };
    const { rerender } = render(<View {...props} options={options} />);
    expect(shown()).toBe('DBCA');
    rerender(<View {...props} options={options.filter((o) => o.id !== 'b')} />);
    expect(shown()).toBe('DCA');
  });

  it('is a labelled radio group answered with the keyboard alone, in the order shown', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0.1);
    const view = await renderQuestion(random, { question });
    expect(screen.getByRole('radiogroup', { name: 'Pick one' })).toBeInTheDocument();
    await userEvent.tab();
    expect(screen.getByRole('radio', { name: 'D' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(view.lastAnswer()).toEqual(['a']);
    await userEvent.keyboard('{Delete}');
    expect(view.lastAnswer()).toBeNull();
  });

  it('has long option lists replaced by the screen message (SPEC 2.2)', () => {
    expect(random.labelling).toBe('group');
    expect(random.limitsOptions).toBe(true);
  });
});
