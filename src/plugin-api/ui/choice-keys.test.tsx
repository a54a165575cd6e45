import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FlowQuestion } from '../../types/schemas';
import { plugins } from '../../../plugins';
import { renderQuestion } from '../testing';

const options = ['a', 'b', 'c', 'd', 'e'].map((id) => ({ id, body: { en: `Option ${id}` } }));
const question = (style: string): FlowQuestion => ({ id: 'q', style, body: { en: 'Pick one' }, options, min: 1, max: 7 });

/**
 * WCAG 3.2.2: on a state without buttons, choosing an instant answer moves the respondent on (SPEC 4.3), so the
 * arrow keys must not choose there, or a keyboard user could never pass the first neighbour of the focused option.
 */
describe.each(['score', 'ces', 'star', 'custom_score', 'radio', 'gender', 'random'])('%s where choosing moves the respondent on', (style) => {
  afterEach(cleanup);

  it('arrows, Home and End move focus without choosing; Space chooses the focused option', async () => {
    const view = await renderQuestion(plugins[style]!, { question: question(style), choosingMovesOn: true });
    await userEvent.tab();
    const radios = () => screen.getAllByRole('radio');
    expect(radios()[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(radios()[2]).toHaveFocus();
    await userEvent.keyboard('{End}{Home}{ArrowRight}{ArrowRight}');
    expect(radios()[2]).toHaveFocus();
    expect(view.answers).toEqual([]);
    expect(radios().filter((radio) => (radio as HTMLInputElement).checked || radio.getAttribute('aria-checked') === 'true')).toEqual([]);

    await userEvent.keyboard(' ');
    expect(view.answers).toHaveLength(1);
    expect(radios()[2]).toBeChecked();
  });

  it('arrows still choose where the state has a button', async () => {
    const view = await renderQuestion(plugins[style]!, { question: question(style), choosingMovesOn: false });
    await userEvent.tab();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    expect(view.answers.length).toBeGreaterThan(0);
  });
});

/**
 * Issue #16 item 14, WAI-ARIA radio group practice: on an unanswered row the first arrow moves on from the focused
 * choice and chooses where it lands, rather than choosing the focused one; one hook (useRovingChoice) for all four.
 */
describe.each(['score', 'ces', 'star', 'custom_score'])('%s unanswered, where the state has a button', (style) => {
  afterEach(cleanup);

  it('the first arrow moves from the focused choice to the next and chooses that one', async () => {
    const view = await renderQuestion(plugins[style]!, { question: question(style), choosingMovesOn: false });
    await userEvent.tab();
    const radios = () => screen.getAllByRole('radio');
    expect(radios()[0]).toHaveFocus();
    await userEvent.keyboard(style === 'star' ? '{ArrowUp}' : '{ArrowRight}');
    expect(radios()[1]).toHaveFocus();
    expect(radios()[1]).toHaveAttribute('aria-checked', 'true');
    expect(view.answers).toHaveLength(1);
    await userEvent.keyboard('{End}');
    expect(radios().at(-1)).toHaveFocus();
    expect(radios().at(-1)).toHaveAttribute('aria-checked', 'true');
  });

  it('an arrow that cannot move (the first choice, going back) chooses nothing', async () => {
    const view = await renderQuestion(plugins[style]!, { question: question(style), choosingMovesOn: false });
    await userEvent.tab();
    await userEvent.keyboard(style === 'star' ? '{ArrowDown}' : '{ArrowLeft}');
    expect(view.answers).toEqual([]);
  });
});
