/**
 * Keyboard shortcuts of the one-question presentation (Typeform's): a letter chooses an option (A the first), a digit
 * a point of a score. They read `KeyboardEvent.code`, the key's place rather than its character, so A is the same key
 * on an Arabic, Russian or Japanese keyboard (the hints show Latin letters, which such keyboards also print).
 */

/** Controls a respondent types into: letters and digits are theirs there, never shortcuts. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && !['radio', 'checkbox', 'button', 'submit', 'reset', 'range', 'file', 'color'].includes(target.type);
}

/** Where Enter belongs to the control itself (a new line, a button's press, a link, an open list), not to moving on. */
export function enterIsTheControls(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.closest('textarea, button, a[href], select, summary, [role="button"], [role="listbox"], [role="option"], [role="combobox"], [role="radio"], [contenteditable="true"]') !== null;
}

const digits = (element: Element) => element.textContent?.trim() ?? '';

/**
 * The control a shortcut key chooses in a question: a letter the option at its place in the list (native radio
 * buttons and checkboxes), a digit the score point showing that number, or in a row of unnumbered points (stars)
 * the point at that place counted from 1.
 */
export function shortcutTarget(question: Element, code: string): HTMLElement | undefined {
  const letter = /^Key([A-Z])$/.exec(code);
  if (letter) return [...question.querySelectorAll<HTMLElement>('.cv-option input')][letter[1]!.charCodeAt(0) - 65];
  const digit = /^(?:Digit|Numpad)(\d)$/.exec(code);
  if (!digit) return undefined;
  const points = [...question.querySelectorAll<HTMLElement>('[role="radio"]')];
  const numbered = points.find((point) => digits(point) === digit[1]);
  if (numbered) return numbered;
  return points.some((point) => /^\d+$/.test(digits(point))) ? undefined : points[Number(digit[1]) - 1];
}
