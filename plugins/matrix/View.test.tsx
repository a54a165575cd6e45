import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderQuestion } from '../../src/plugin-api/testing';
import type { FlowQuestion } from '../../src/types/schemas';
import matrix from './index';

const scale = [
  { id: 'bad', key: 'bad', body: { en: 'Bad' } },
  { id: 'ok', key: 'ok', body: { en: 'OK' } },
  { id: 'good', key: 'good', body: { en: 'Good' } },
];
const statements = [
  { id: 'food', body: { en: 'Food' } },
  { id: 'staff', body: { en: 'Staff' } },
];
const grid = (extra: Partial<FlowQuestion> = {}): FlowQuestion => ({ id: 'q-grid', style: 'matrix', body: { en: 'Rate your visit' }, options: scale, statements, ...extra });
const row = (name: string) => screen.getByRole('radiogroup', { name });

describe('matrix view', () => {
  it('is a table with the options as column headers and one labelled radio group per statement', async () => {
    await renderQuestion(matrix, { question: grid() });
    const table = screen.getByRole('table', { name: 'Rate your visit' });
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Bad', 'OK', 'Good']);
    expect(within(table).getByRole('rowheader', { name: 'Food' })).toBeInTheDocument();
    expect(within(row('Food')).getAllByRole<HTMLInputElement>('radio').map((radio) => radio.labels?.[0]?.textContent)).toEqual(['Bad', 'OK', 'Good']);
    expect(row('Staff')).toBeInTheDocument();
  });

  it('answers with the chosen option ids keyed by statement, leaving unanswered rows out', async () => {
    const view = await renderQuestion(matrix, { question: grid() });
    await userEvent.click(within(row('Food')).getByRole('radio', { name: 'Good' }));
    expect(view.lastAnswer()).toEqual({ food: ['good'] });
    await userEvent.click(within(row('Staff')).getByRole('radio', { name: 'Bad' }));
    await userEvent.click(within(row('Food')).getByRole('radio', { name: 'OK' }));
    expect(view.lastAnswer()).toEqual({ food: ['ok'], staff: ['bad'] });
    expect(within(row('Food')).getByRole('radio', { name: 'OK' })).toBeChecked();
    expect(within(row('Food')).getByRole('radio', { name: 'Good' })).not.toBeChecked();
  });

  it('is answered with the keyboard alone: Tab reaches each row, arrows choose within it', async () => {
    const view = await renderQuestion(matrix, { question: grid() });
    await userEvent.tab();
    expect(within(row('Food')).getByRole('radio', { name: 'Bad' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowRight}');
    expect(view.lastAnswer()).toEqual({ food: ['ok'] });
    await userEvent.tab();
    expect(within(row('Staff')).getByRole('radio', { name: 'Bad' })).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(view.lastAnswer()).toEqual({ food: ['ok'], staff: ['bad'] });
    // Delete empties the focused row, as in the other single-choice lists.
    await userEvent.keyboard('{Delete}');
    expect(view.lastAnswer()).toEqual({ food: ['ok'] });
    expect(screen.getByRole('status')).toHaveTextContent('Answer for “Staff” cleared.');
  });

  it('clears every row with "Clear answers" and gives no answer (null)', async () => {
    const view = await renderQuestion(matrix, { question: grid(), value: { food: ['bad'], staff: ['good'] } });
    expect(within(row('Staff')).getByRole('radio', { name: 'Good' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Clear answers' }));
    expect(view.lastAnswer()).toBeNull();
    expect(screen.queryAllByRole('radio', { checked: true })).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Clear answers' })).not.toBeInTheDocument();
    expect(within(row('Food')).getByRole('radio', { name: 'Bad' })).toHaveFocus();
  });

  it('uses a group of checkboxes per statement when several options may be chosen; unticking all clears', async () => {
    const view = await renderQuestion(matrix, { question: grid({ isMultiSelect: true }) });
    const food = screen.getByRole('group', { name: 'Food' });
    await userEvent.click(within(food).getByRole('checkbox', { name: 'Bad' }));
    await userEvent.click(within(food).getByRole('checkbox', { name: 'Good' }));
    expect(view.lastAnswer()).toEqual({ food: ['bad', 'good'] });
    await userEvent.click(within(food).getByRole('checkbox', { name: 'Bad' }));
    await userEvent.click(within(food).getByRole('checkbox', { name: 'Good' }));
    expect(view.lastAnswer()).toBeNull();
  });

  it('maxdiff: "Most" and "Least" columns, each held by one statement; taking one elsewhere is announced', async () => {
    const question = grid({
      extra: { matrix_question_type: 'maxdiff' },
      options: [{ id: 'o-best', key: 'best' }, { id: 'o-worst', key: 'worst' }],
      statements: [{ id: 's-price', body: { en: 'Price' } }, { id: 's-speed', body: { en: 'Speed' } }, { id: 's-design', body: { en: 'Design' } }],
    });
    const view = await renderQuestion(matrix, { question });
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Most', 'Least']);
    // Most | statement | Least: the statement sits between the two choices.
    expect(Array.from(row('Price').children, (cell) => cell.textContent)).toEqual(['Most', 'Price', 'Least']);
    await userEvent.click(within(row('Price')).getByRole('radio', { name: 'Most' }));
    await userEvent.click(within(row('Design')).getByRole('radio', { name: 'Least' }));
    expect(view.lastAnswer()).toEqual({ 's-price': ['o-best'], 's-design': ['o-worst'] });
    await userEvent.click(within(row('Speed')).getByRole('radio', { name: 'Most' }));
    expect(view.lastAnswer()).toEqual({ 's-speed': ['o-best'], 's-design': ['o-worst'] });
    expect(within(row('Price')).getByRole('radio', { name: 'Most' })).not.toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('“Price” is no longer marked “Most”.');
  });

  it('maxdiff: named best and worst options keep their own names', async () => {
    const question = grid({ extra: { matrix_question_type: 'maxdiff' }, options: [{ id: 'b', body: { en: 'Best' } }, { id: 'w', body: { en: 'Worst' } }] });
    await renderQuestion(matrix, { question });
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Best', 'Worst']);
  });

  it('a statement with its own options shows them by name in its row', async () => {
    const question = grid({ statements: [statements[0]!, { id: 'wait', body: { en: 'Waiting time' }, options: [{ id: 'short', body: { en: 'Short' } }, { id: 'long', body: { en: 'Long' } }, { id: 'gone', body: { en: 'Hidden' }, isVisible: false }] }] });
    const view = await renderQuestion(matrix, { question });
    const wait = row('Waiting time');
    expect(within(wait).getAllByRole('radio')).toHaveLength(2);
    expect(within(wait).getByText('Short')).toBeVisible();
    await userEvent.click(within(wait).getByRole('radio', { name: 'Long' }));
    expect(view.lastAnswer()).toEqual({ wait: ['long'] });
  });

  it('marks the unanswered rows invalid and required rows as required', async () => {
    await renderQuestion(matrix, { question: grid({ isRequired: true }), value: { food: ['ok'] }, invalid: true });
    expect(row('Staff')).toHaveAttribute('aria-invalid', 'true');
    expect(row('Food')).not.toHaveAttribute('aria-invalid');
    expect(row('Food')).toHaveAttribute('aria-required', 'true');
  });
});
