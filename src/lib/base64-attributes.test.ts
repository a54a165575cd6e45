import { describe, it, expect } from 'vitest';
import { decodeCustomAttributes, encodeCustomAttributes } from './base64-attributes';

const utf8Base64 = (text: string): string => btoa(String.fromCharCode(...new TextEncoder().encode(text)));

// SPEC 4.6: "A custom-attributes list is encoded as base64 question and answer pairs and sent along in the flow."
describe('encodeCustomAttributes', () => {
  it('encodes the attributes as base64 of a JSON list of question and answer pairs', () => {
    const encoded = encodeCustomAttributes({ plan: 'gold', seats: 3, trial: false });
    expect(encoded).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(JSON.parse(atob(encoded))).toEqual([
      { question: 'plan', answer: 'gold' },
      { question: 'seats', answer: '3' },
      { question: 'trial', answer: 'false' },
    ]);
  });

  it('encodes non-Latin text as UTF-8', () => {
    const encoded = encodeCustomAttributes({ şehir: 'İstanbul', mood: '😀' });
    expect(encoded).toBe(utf8Base64('[{"question":"şehir","answer":"İstanbul"},{"question":"mood","answer":"😀"}]'));
  });

  it('encodes no attributes as an empty list', () => {
    expect(atob(encodeCustomAttributes({}))).toBe('[]');
  });
});

describe('decodeCustomAttributes', () => {
  it('round-trips attributes, answers as strings', () => {
    const attrs = { plan: 'gold', seats: 3, trial: true, şehir: 'İstanbul', mood: '😀 👍🏽' };
    expect(decodeCustomAttributes(encodeCustomAttributes(attrs))).toEqual({
      plan: 'gold', seats: '3', trial: 'true', şehir: 'İstanbul', mood: '😀 👍🏽',
    });
  });

  it('accepts the URL-safe alphabet and missing padding', () => {
    const encoded = encodeCustomAttributes({ a: '??>>' });
    const urlSafe = encoded.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
    expect(decodeCustomAttributes(urlSafe)).toEqual({ a: '??>>' });
  });

  it('accepts numeric and boolean answers sent by others', () => {
    expect(decodeCustomAttributes(utf8Base64('[{"question":"n","answer":2},{"question":"b","answer":true}]')))
      .toEqual({ n: '2', b: 'true' });
  });

  it('keeps the last answer of a repeated question', () => {
    expect(decodeCustomAttributes(utf8Base64('[{"question":"a","answer":"1"},{"question":"a","answer":"2"}]'))).toEqual({ a: '2' });
  });

  it('keeps __proto__ as a plain key without touching the prototype', () => {
    const decoded = decodeCustomAttributes(utf8Base64('[{"question":"__proto__","answer":"x"}]'));
    expect(Object.keys(decoded ?? {})).toEqual(['__proto__']);
    expect(Object.getPrototypeOf(decoded)).toBe(Object.prototype);
  });

  it('returns null, never throwing, for input that is not such a payload', () => {
    for (const bad of [
      'not base64!',
      '====',
      'a',
      utf8Base64('{"question":"a","answer":"b"}'),
      utf8Base64('[{"question":"a"}]'),
      utf8Base64('[{"question":1,"answer":"b"}]'),
      utf8Base64('[{"question":"a","answer":{"x":1}}]'),
      utf8Base64('[null]'),
      utf8Base64('not json'),
      btoa('\xff\xfe'),
      undefined,
      42,
    ]) {
      expect(() => decodeCustomAttributes(bad)).not.toThrow();
      expect(decodeCustomAttributes(bad)).toBeNull();
    }
  });

  it('decodes an empty list to no attributes', () => {
    expect(decodeCustomAttributes(utf8Base64('[]'))).toEqual({});
  });
});
