import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { produce } from 'immer';
import { demoFlow } from '../logic/test-flow';
import { expectNoAxeViolations, renderPanel } from '../logic/test-panel';
import { translatableTexts } from './translatable-texts';
import { ROWS_PER_PAGE, TranslationsGrid } from './TranslationsGrid';

const withGaps = () => produce(demoFlow(), (f) => {
  delete f.states[1]!.elements[0]!.question!.options![1]!.body!.tr; // "Too expensive"
  f.states[1]!.elements[1]!.question!.body!.tr = ''; // "Please tell us more"
});

describe('translatableTexts', () => {
  it('finds every text the schema marks as localised: element and question bodies, options, scale labels', () => {
    const texts = translatableTexts(demoFlow());
    const paths = texts.map((t) => t.path.join('/'));
    expect(paths).toContain('states/0/elements/0/body');
    expect(paths).toContain('states/0/elements/2/question/body');
    expect(paths).toContain('states/0/elements/2/question/extra/min_label');
    expect(paths).toContain('states/1/elements/0/question/options/3/body');
    // A question element shows its question's body, and a gauge no text: neither is a row of its own.
    expect(paths).not.toContain('states/0/elements/2/body');
    expect(paths).not.toContain('states/0/elements/1/body');
    expect(texts.every((t) => t.text && t.text.en && t.text.tr)).toBe(true);
  });

  it('follows an edit: the changed state is walked again, the others are reused', () => {
    const before = demoFlow();
    const after = produce(before, (f) => void (f.states[1]!.elements[0]!.question!.options![0]!.body!.tr = 'Yavaş'));
    const [first, second] = [translatableTexts(before), translatableTexts(after)];
    expect(second.find((t) => t.path.join('/') === 'states/1/elements/0/question/options/0/body')!.text).toEqual({ en: 'It was slow', tr: 'Yavaş' });
    expect(second.find((t) => t.path.join('/') === 'states/0/elements/0/body')).toBe(first.find((t) => t.path.join('/') === 'states/0/elements/0/body'));
    // A state moved to another place is walked again: its paths changed.
    const moved = produce(after, (f) => void f.states.reverse());
    expect(translatableTexts(moved)[0]!.path.slice(0, 2)).toEqual(['states', 0]);
    expect(translatableTexts(moved)[0]!.text).toEqual(after.states.at(-1)!.elements[0]!.body);
  });
});

describe('TranslationsGrid', () => {
  it('shows texts × languages, marks the missing ones and counts them per language', async () => {
    const { container } = renderPanel(TranslationsGrid, withGaps());
    expect(screen.getByRole('columnheader', { name: /Türkçe \(tr\)/ })).toHaveTextContent('2 missing');
    expect(screen.getByRole('columnheader', { name: /English \(en\)/ })).toHaveTextContent('all translated');
    const cell = screen.getByRole('textbox', { name: 'State “What went wrong” › question “What went wrong?” › option “Too expensive” › text Türkçe (tr)' });
    expect(cell).toHaveValue('');
    expect(cell).toHaveAccessibleDescription('Missing translation');
    expect(cell.closest('td')).toHaveClass('cv-translations__cell--missing');
    const english = screen.getByRole('textbox', { name: /option “Too expensive” › text English/ });
    expect(english).toHaveValue('Too expensive');
    expect(english).not.toHaveAccessibleDescription();
    await expectNoAxeViolations(container);
  });

  it('edits a cell through edit, and the count follows', async () => {
    const user = userEvent.setup();
    const { record } = renderPanel(TranslationsGrid, withGaps());
    await user.type(screen.getByRole('textbox', { name: /option “Too expensive” › text Türkçe/ }), 'Pahalı');
    expect(record.flow.states[1]!.elements[0]!.question!.options![1]!.body).toEqual({ en: 'Too expensive', tr: 'Pahalı' });
    expect(record.edits.at(-1)!.label).toBe('edit translation');
    expect(screen.getByRole('columnheader', { name: /Türkçe/ })).toHaveTextContent('1 missing');
  });

  it('filters to the missing ones only', async () => {
    const user = userEvent.setup();
    renderPanel(TranslationsGrid, withGaps());
    await user.click(screen.getByRole('checkbox', { name: 'Show only texts with a missing translation' }));
    expect(screen.getAllByRole('row').slice(1).map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'State “What went wrong” › question “What went wrong?” › option “Too expensive” › text',
      'State “What went wrong” › question “Please tell us more” › text',
    ]);
  });

  it('adds a language from the interface languages, with its own name, and every text is missing in it', async () => {
    const user = userEvent.setup();
    const { record, container } = renderPanel(TranslationsGrid, demoFlow());
    const picker = screen.getByLabelText('Add language');
    expect(within(picker).queryByRole('option', { name: /\(tr\)/ })).toBeNull();
    await user.selectOptions(picker, 'Deutsch (de)');
    expect(record.flow.languages).toEqual([{ id: 1, code: 'en', name: 'English' }, { id: 2, code: 'tr', name: 'Türkçe' }, { id: 3, code: 'de', name: 'Deutsch' }]);
    expect(screen.getByRole('columnheader', { name: /Deutsch \(de\)/ })).toHaveTextContent(`${translatableTexts(demoFlow()).length} missing`);
    await expectNoAxeViolations(container);
  });

  it('writes right-to-left languages right to left', async () => {
    const user = userEvent.setup();
    renderPanel(TranslationsGrid, demoFlow());
    await user.selectOptions(screen.getByLabelText('Add language'), 'ar');
    expect(screen.getAllByRole('textbox', { name: /\(ar\)/ })[0]).toHaveAttribute('dir', 'rtl');
  });

  it('pages a big flow instead of rendering every input', async () => {
    const user = userEvent.setup();
    const big = produce(demoFlow(), (f) => {
      for (let i = 0; i < 60; i += 1) f.states[0]!.elements.push({ id: `el-l${i}`, type: 'label', body: { en: `Label ${i}` } });
    });
    renderPanel(TranslationsGrid, big);
    const total = translatableTexts(big).length;
    expect(screen.getAllByRole('textbox')).toHaveLength(ROWS_PER_PAGE * 2);
    expect(screen.getByText(`Texts 1–${ROWS_PER_PAGE} of ${total}`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByText(`Texts ${ROWS_PER_PAGE + 1}–${total} of ${total}`)).toBeInTheDocument();
  });
});
