// SPEC 4.6: "A custom-attributes list is encoded as base64 question and answer pairs and sent along in the flow."
// The payload is base64 of the UTF-8 JSON `[{ "question": ..., "answer": ... }]`. TextEncoder, btoa and atob exist
// in browsers and Node 20, so the widget and the server share this code without Buffer.

export type CustomAttributes = Record<string, string | number | boolean>;

interface AttributePair {
  question: string;
  answer: string;
}

function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Answers are sent as strings (true becomes "true", 3 becomes "3") so both ends agree on one type. */
export function encodeCustomAttributes(attrs: CustomAttributes): string {
  const pairs: AttributePair[] = Object.entries(attrs).map(([question, answer]) => ({ question, answer: String(answer) }));
  return bytesToBase64(new TextEncoder().encode(JSON.stringify(pairs)));
}

function isPair(value: unknown): value is { question: string; answer: string | number | boolean } {
  if (typeof value !== 'object' || value === null) return false;
  const { question, answer } = value as Record<string, unknown>;
  return typeof question === 'string' && ['string', 'number', 'boolean'].includes(typeof answer);
}

/**
 * The attributes back as strings, or null for anything that is not such a payload (bad base64, invalid UTF-8,
 * bad JSON, a list item without a string question). Never throws. The URL-safe alphabet and missing padding are
 * accepted, since the value may have travelled in a query string. A repeated question keeps its last answer, and
 * a question named "__proto__" stays a plain own key.
 */
export function decodeCustomAttributes(encoded: unknown): Record<string, string> | null {
  if (typeof encoded !== 'string') return null;
  const standard = encoded.trim().replace(/-/g, '+').replace(/_/g, '/');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(standard)) return null;
  try {
    const binary = atob(standard.padEnd(Math.ceil(standard.length / 4) * 4, '='));
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    const parsed: unknown = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    if (!Array.isArray(parsed) || !parsed.every(isPair)) return null;
    return Object.fromEntries(parsed.map(({ question, answer }) => [question, String(answer)]));
  } catch {
    return null;
  }
}
