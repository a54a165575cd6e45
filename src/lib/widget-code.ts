import { WIDGET_CODE_LENGTH, WIDGET_CODE_PREFIX } from './constants';

/**
 * SPEC 5: "Widget code: starts with PSN- and is exactly 11 characters. Otherwise nothing loads."
 * The prefix is case-sensitive and nothing is trimmed: the code is checked exactly as it arrives in the query.
 * Length counts code points, not UTF-16 units, so an astral character cannot pass as two.
 */
export function isValidWidgetCode(code: unknown): code is string {
  return typeof code === 'string'
    && code.startsWith(WIDGET_CODE_PREFIX)
    && Array.from(code).length === WIDGET_CODE_LENGTH;
}
