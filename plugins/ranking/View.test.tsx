import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FlowOption, FlowQuestion } from '../../src/types/schemas';
import { noServices, renderQuestion } from '../../src/plugin-api/testing';
import ranking from './index';

const options: FlowOption[] = [
  { id: 'o-price', key: 'price', body: { en: 'Price', tr: 'Fiyat' } },
  { id: 'o-quality', key: 'quality', body: { en: 'Quality', tr: 'Kalite' } },
  { id: 'o-speed', key: 'speed', body: { en: 'Speed', tr: 'Hız' } },
];
const question = (more: Partial<FlowQuestion> = {}): FlowQuestion => ({ id: 'q-rank', style: 'ranking', body: { en: 'Rank what matters most' }, options, ...more });
const shown = () => screen.getAllByRole('listitem').map((item) => item.querySelector('.cv-ranking__label')?.textContent);
const button = (name: string) => screen.getByRole('button', { name });
const live = () => document.querySelector('[aria-live="polite"]')!;

afterEach(() => vi.restoreAllMocks());

describe('ranking view', () => {
  it('is a labelled group holding the options as a list in the given order', async () => {
    await renderQuestion(ranking, { question: question() });
    const group = screen.getByRole('group', { name: 'Rank what matters most' });
    expect(group).toHaveAttribute('id', 'q-q-rank');
    expect(within(group).getByRole('list')).toBeInTheDocument();
    expect(shown()).toEqual(['Price', 'Quality', 'Speed']);
  });

  it('gives no answer until the respondent moves something', async () => {
    const view = await renderQuestion(ranking, { question: question() });
    expect(view.answers).toEqual([]);
    await userEvent.click(button('Move Speed up'));
    expect(view.lastAnswer()).toEqual(['o-price', 'o-speed', 'o-quality']);
    expect(shown()).toEqual(['Price', 'Speed', 'Quality']);
  });

  it('"Keep this order" answers with the list as it stands', async () => {
    const view = await renderQuestion(ranking, { question: question() });
    await userEvent.click(button('Keep this order'));
    expect(view.lastAnswer()).toEqual(['o-price', 'o-quality', 'o-speed']);
    expect(live()).toHaveTextContent('This order is now your answer.');
  });

  it('is ranked with the keyboard alone; focus stays with the moved item and each move is announced', async () => {
    const view = await renderQuestion(ranking, { question: question() });
    await userEvent.tab();
    // Price is first: its "move up" is disabled, so the first tab stop is "move Price down".
    expect(button('Move Price down')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(view.lastAnswer()).toEqual(['o-quality', 'o-price', 'o-speed']);
    expect(live()).toHaveTextContent('Price is now number 2 of 3');
    expect(button('Move Price down')).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(view.lastAnswer()).toEqual(['o-quality', 'o-speed', 'o-price']);
    expect(live()).toHaveTextContent('Price is now number 3 of 3');
    // At the bottom "move down" is disabled; focus goes to the item's "move up" instead of being lost.
    expect(button('Move Price down')).toBeDisabled();
    expect(button('Move Price up')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(view.lastAnswer()).toEqual(['o-quality', 'o-price', 'o-speed']);
    expect(button('Move Price up')).toHaveFocus();
  });

  it('names every move button after its item and disables the moves past either end', async () => {
    await renderQuestion(ranking, { question: question() });
    expect(button('Move Price up')).toBeDisabled();
    expect(button('Move Speed down')).toBeDisabled();
    expect(button('Move Quality up')).toBeEnabled();
    expect(button('Move Quality down')).toBeEnabled();
  });

  it('"Start again" clears the answer and puts the list back; focus stays on the button', async () => {
    const view = await renderQuestion(ranking, { question: question(), value: ['o-speed', 'o-price', 'o-quality'] });
    expect(shown()).toEqual(['Speed', 'Price', 'Quality']);
    const again = button('Start again');
    await userEvent.click(again);
    expect(view.lastAnswer()).toBeNull();
    expect(shown()).toEqual(['Price', 'Quality', 'Speed']);
    expect(button('Keep this order')).toHaveFocus();
    expect(live()).toHaveTextContent('Your ranking is cleared');
  });

  it('asks again when the options changed since the ranking (a trigger showed or hid one)', async () => {
    const View = (await ranking.view!()).default;
    const props = { question: question(), onChange: () => undefined, language: 'en', ids: { input: 'i', label: 'l', description: 'd', error: 'e' }, invalid: false, required: false, services: noServices };
    const { rerender } = render(<View {...props} value={['o-speed', 'o-price', 'o-quality']} options={options} />);
    expect(screen.getByRole('button', { name: 'Start again' })).toBeInTheDocument();
    const extra = { id: 'o-staff', body: { en: 'Staff' } };
    rerender(<View {...props} value={['o-speed', 'o-price', 'o-quality']} options={[...options.filter((o) => o.id !== 'o-price'), extra]} />);
    expect(shown()).toEqual(['Speed', 'Quality', 'Staff']);
    expect(screen.getByRole('button', { name: 'Keep this order' })).toBeInTheDocument();
  });

  it('is dragged by the handle with a pointer', async () => {
    const view = await renderQuestion(ranking, { question: question() });
    // jsdom lays nothing out: give each row a 50 px tall box by its place in the list.
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
      const row = this.closest('li');
      const index = row ? [...row.parentElement!.children].indexOf(row) : 0;
      return { x: 0, y: index * 50, top: index * 50, left: 0, width: 300, height: 50, bottom: index * 50 + 50, right: 300, toJSON: () => ({}) } as DOMRect;
    });
    const handle = screen.getAllByRole('listitem')[0]!.querySelector('.cv-ranking__handle')!;
    fireEvent.pointerDown(handle, { isPrimary: true, button: 0, clientX: 10, clientY: 25 });
    await act(async () => {
      fireEvent.pointerMove(document, { clientX: 10, clientY: 40 });
      fireEvent.pointerMove(document, { clientX: 10, clientY: 130 });
    });
    await act(async () => void fireEvent.pointerUp(document, { clientX: 10, clientY: 130 }));
    expect(view.lastAnswer()).toEqual(['o-quality', 'o-speed', 'o-price']);
    expect(shown()).toEqual(['Quality', 'Speed', 'Price']);
    expect(live()).toHaveTextContent('Price is now number 3 of 3');
  });

  it('speaks the flow language in the items and the move names', async () => {
    await renderQuestion(ranking, { question: question(), language: 'tr' });
    expect(shown()).toEqual(['Fiyat', 'Kalite', 'Hız']);
    expect(button('Move Kalite up')).toBeInTheDocument();
  });

  it('is marked invalid and described by the error; not limited to 10 options', async () => {
    await renderQuestion(ranking, { question: question(), invalid: true });
    expect(screen.getByRole('group')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('group')).toHaveAttribute('aria-describedby', 'q-q-rank-description q-q-rank-error');
    expect(ranking.limitsOptions).not.toBe(true);
  });
});
