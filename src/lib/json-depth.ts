/**
 * Nesting limits for JSON that people send (issue #25): JSON.stringify and most recursive readers overflow the
 * stack somewhere between a few thousand and a hundred thousand levels, so depth is measured without recursion.
 */

/** How deeply an answer (an object answer, a customer schema) may nest. */
export const MAX_ANSWER_DEPTH = 32;

/** How deeply any JSON request body may nest: an answer's 32 levels plus the document around it, with room to spare. */
export const MAX_BODY_DEPTH = 64;

/**
 * Whether JSON text nests objects and arrays deeper than `limit`, read as characters (brackets inside strings do
 * not count) and stopping at the first level over the limit, so a 100,000-level body costs no more than a short one.
 */
export function jsonTextDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++; // backslash: the next character is escaped
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > limit) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return false;
}

/** Whether a parsed value nests objects and arrays deeper than `limit` (a scalar is 0 levels, `{}` one). */
export function valueDeeperThan(value: unknown, limit: number): boolean {
  const stack: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  while (stack.length > 0) {
    const { value: item, depth } = stack.pop()!;
    if (item === null || typeof item !== 'object') continue;
    if (depth + 1 > limit) return true;
    for (const child of Object.values(item)) if (child !== null && typeof child === 'object') stack.push({ value: child, depth: depth + 1 });
  }
  return false;
}
