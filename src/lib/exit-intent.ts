import { EXIT_INTENT_THRESHOLD_PX } from './constants';

export interface ExitIntentPointer {
  clientY: number;
  clientX: number;
  /** The page's viewport width (document.documentElement.clientWidth), so a scrollbar is not counted. */
  viewportWidth: number;
  /** The pointer left the document (mouseout with no related target) through its top edge. */
  leftThroughTop: boolean;
  targetTagName?: string;
}

// SPEC 4.6 names input, select and fieldset: opening a select or an autofill list fires a "leave" with the
// pointer over the form control. An open select's option or optgroup is the same case, so they are excluded too.
const FORM_CONTROLS = new Set(['INPUT', 'SELECT', 'FIELDSET', 'OPTION', 'OPTGROUP']);

/**
 * SPEC 4.6: "Exit intent (when display_on_exit is set): the mouse leaves through the top edge, the pointer is less
 * than 50 px from the top and at least 50 px from the right edge, and the target is not an input, select or
 * fieldset." Staying clear of the right edge ignores a visitor heading for the scrollbar or the window's own
 * buttons. Non-finite coordinates never count.
 */
export function isExitIntent(pointer: ExitIntentPointer): boolean {
  const { clientY, clientX, viewportWidth, leftThroughTop, targetTagName } = pointer;
  if (!leftThroughTop) return false;
  if (![clientY, clientX, viewportWidth].every(Number.isFinite)) return false;
  if (clientY >= EXIT_INTENT_THRESHOLD_PX) return false;
  if (viewportWidth - clientX < EXIT_INTENT_THRESHOLD_PX) return false;
  return !FORM_CONTROLS.has((targetTagName ?? '').toUpperCase());
}
