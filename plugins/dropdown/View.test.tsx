import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FlowQuestion } from '../../src/types/schemas';
import { i18n, renderQuestion } from '../../src/plugin-api/testing';
import dropdown from './index';

const cities = ['Adana', 'Bursa', 'Istanbul', 'Izmir', 'Konya', 'Mersin', 'Ordu', 'Rize', 'Sinop', 'Tokat', 'Van', 'Yozgat'];
const options = cities.map((city, i) => ({ id: `c${i}`, key: city.toLowerCase(), body: { en: city, tr: `${city} ili` } }));
const question = (extra: Partial<FlowQuestion> = {}): FlowQuestion => ({ id: 'q-city', style: 'dropdown', body: { en: 'Your city' }, options, ...extra });
const select = () => screen.getByRole('combobox') as HTMLSelectElement;

describe('dropdown view', () => {
  it('is a native select with the input id, "Choose…" first and every option, more than 10 included', async () => {
    await renderQuestion(dropdown, { question: question() });
    expect(select().tagName).toBe('SELECT');
    expect(select()).toHaveAttribute('id', 'q-q-city');
    expect(select()).toHaveDisplayValue('Choose…');
    expect([...select().options].map((o) => o.text)).toEqual(['Choose…', ...cities]);
    expect(dropdown.limitsOptions).not.toBe(true);
    expect(dropdown.labelling).toBe('control');
  });

  it('answers with the chosen option id; back to "Choose…" clears', async () => {
    const view = await renderQuestion(dropdown, { question: question() });
    await userEvent.selectOptions(select(), 'Izmir');
    expect(view.lastAnswer()).toEqual(['c3']);
    expect(select()).toHaveDisplayValue('Izmir');
    await userEvent.selectOptions(select(), 'Choose…');
    expect(view.lastAnswer()).toBeNull();
  });

  it('is one tab stop; the keys inside it are the browser’s own select (arrows, type-ahead)', async () => {
    const view = await renderQuestion(dropdown, { question: question() });
    await userEvent.tab();
    expect(select()).toHaveFocus();
    // jsdom has no native picker: a choice made with the keys reaches the select as a change of its value.
    await userEvent.selectOptions(select(), 'Bursa');
    expect(view.lastAnswer()).toEqual(['c1']);
    await userEvent.tab();
    expect(select()).not.toHaveFocus();
  });

  it('shows a given answer, and an answer whose option is now hidden as no answer', async () => {
    await renderQuestion(dropdown, { question: question(), value: ['c2'] });
    expect(select()).toHaveDisplayValue('Istanbul');
    await renderQuestion(dropdown, { question: question({ options: options.map((o) => (o.id === 'c4' ? { ...o, isVisible: false } : o)) }), value: ['c4'] });
    expect(screen.getAllByRole('combobox')[1]).toHaveDisplayValue('Choose…');
  });

  it('is required, invalid and described for assistive technology', async () => {
    await renderQuestion(dropdown, { question: question({ isRequired: true }), invalid: true });
    expect(select()).toBeRequired();
    expect(select()).toBeInvalid();
    expect(select()).toHaveAttribute('aria-describedby', 'q-q-city-description q-q-city-error');
  });

  it('speaks Turkish: "Choose…" in the interface language, the options in the flow language', async () => {
    await act(() => i18n.changeLanguage('tr'));
    try {
      await renderQuestion(dropdown, { question: question(), language: 'tr' });
      expect([...select().options].slice(0, 3).map((o) => o.text)).toEqual(['Seçin…', 'Adana ili', 'Bursa ili']);
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  // The browser's own order of events on a closed select (Windows, Linux): keydown, then change in the same task.
  describe('where choosing moves the respondent on', () => {
    const arrowTo = (value: string) => {
      fireEvent.keyDown(select(), { key: 'ArrowDown' });
      fireEvent.change(select(), { target: { value } });
    };

    it('an arrow key only shows the option; Enter chooses it', async () => {
      const view = await renderQuestion(dropdown, { question: question(), choosingMovesOn: true });
      arrowTo('c0');
      arrowTo('c1');
      expect(view.answers).toEqual([]);
      expect(select()).toHaveDisplayValue('Bursa');
      fireEvent.keyDown(select(), { key: 'Enter' });
      expect(view.answers).toEqual([['c1']]);
    });

    it('leaving the field chooses what it shows', async () => {
      const view = await renderQuestion(dropdown, { question: question(), choosingMovesOn: true });
      arrowTo('c2');
      fireEvent.blur(select());
      expect(view.answers).toEqual([['c2']]);
    });

    it('a pick from the open list (no key press before it) chooses at once', async () => {
      const view = await renderQuestion(dropdown, { question: question(), choosingMovesOn: true });
      fireEvent.keyDown(select(), { key: ' ' });
      await new Promise((resolve) => setTimeout(resolve, 0));
      fireEvent.change(select(), { target: { value: 'c4' } });
      expect(view.answers).toEqual([['c4']]);
    });

    it('chooses on the arrow key where the state has a button', async () => {
      const view = await renderQuestion(dropdown, { question: question() });
      arrowTo('c1');
      expect(view.answers).toEqual([['c1']]);
    });
  });
});
