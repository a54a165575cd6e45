/** Longest line that keeps a small object or list on one line. */
const LINE = 100;

const isPrimitive = (value: unknown) => value === null || typeof value !== 'object';

/**
 * JSON indented by two spaces, except that an object or list of plain values short enough stays on one line
 * (`"body": { "en": "Next", "tr": "İleri" }`): a flow's texts and ids take a line each instead of four, which
 * halves a big flow's lines, and the textarea's layout time with them.
 */
export function formatJson(value: unknown, indent = ''): string {
  if (isPrimitive(value)) return JSON.stringify(value);
  const array = Array.isArray(value);
  const entries = array ? (value as unknown[]).map((v) => [undefined, v] as const) : Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
  if (entries.length === 0) return array ? '[]' : '{}';
  const [open, close] = array ? ['[', ']'] : ['{', '}'];
  const item = ([key, v]: readonly [string | undefined, unknown], inner: string) => `${key === undefined ? '' : `${JSON.stringify(key)}: `}${formatJson(v, inner)}`;
  if (entries.every(([, v]) => isPrimitive(v))) {
    const line = array ? `[${entries.map((e) => item(e, '')).join(', ')}]` : `{ ${entries.map((e) => item(e, '')).join(', ')} }`;
    if (indent.length + line.length <= LINE) return line;
  }
  const inner = `${indent}  `;
  return `${open}\n${entries.map((e) => `${inner}${item(e, inner)}`).join(',\n')}\n${indent}${close}`;
}
