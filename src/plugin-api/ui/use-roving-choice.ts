import { useRef, type KeyboardEvent } from 'react';
import { choiceKeyTarget, focusedIndex, type VerticalArrows } from './choice-keys';

interface Options {
  /** How many choices the row holds. */
  count: number;
  /** The index of the chosen one, or -1. */
  chosen: number;
  onChoose(index: number): void;
  /** See QuestionViewProps.choosingMovesOn: then the keys only move focus, and Space or Enter (a click) chooses. */
  choosingMovesOn?: boolean;
  vertical?: VerticalArrows;
}

export interface RovingChoice {
  /** The ref callback of the choice at `index`. */
  ref(index: number): (element: HTMLElement | null) => void;
  /** 0 for the row's one tab stop (the chosen choice, else the first), -1 for the others. */
  tabIndex(index: number): 0 | -1;
  onKeyDown(event: KeyboardEvent<HTMLElement>): void;
}

/**
 * A row of single choices as one WAI-ARIA radio group: one tab stop; the arrows (mirrored right to left), Home and
 * End move focus from the focused choice and choose where they land, so on an unanswered row the first arrow moves
 * on from the focused choice rather than choosing it. Where choosing moves the respondent on (issue #7's
 * buttonless state) they only move focus. Shared by Scale (score, ces), star and custom_score.
 */
export function useRovingChoice({ count, chosen, onChoose, choosingMovesOn = false, vertical = 'down-is-next' }: Options): RovingChoice {
  const elements = useRef<(HTMLElement | null)[]>([]);
  const tabStop = chosen >= 0 && chosen < count ? chosen : 0;
  return {
    ref: (index) => (element) => void (elements.current[index] = element),
    tabIndex: (index) => (index === tabStop ? 0 : -1),
    onKeyDown(event) {
      const focused = focusedIndex(elements.current.slice(0, count));
      const from = focused >= 0 ? focused : tabStop;
      const target = choiceKeyTarget(event, from, count, vertical);
      if (target === undefined) return;
      event.preventDefault();
      elements.current[target]?.focus();
      if (!choosingMovesOn && target !== chosen && (target !== from || chosen >= 0 || event.key === 'Home' || event.key === 'End')) onChoose(target);
    },
  };
}
