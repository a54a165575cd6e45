import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { splitLeftToRight } from './bidi-isolation';

const ltr = (text: string) => splitLeftToRight(text).filter((s) => s.ltr).map((s) => s.text);

describe('splitLeftToRight', () => {
  it('isolates a phone number with spaces, its plus and brackets included', () => {
    expect(splitLeftToRight('اتصل بنا على +90 (555) 123 45 67 الآن')).toEqual([
      { text: 'اتصل بنا على ', ltr: false },
      { text: '+90 (555) 123 45 67', ltr: true },
      { text: ' الآن', ltr: false },
    ]);
  });

  it('isolates URLs without their sentence punctuation, and e-mail addresses', () => {
    expect(ltr('اقرأ المزيد على https://canvass.example.com/privacy.')).toEqual(['https://canvass.example.com/privacy']);
    expect(ltr('(www.example.com/a) أو support@example.com')).toEqual(['www.example.com/a', 'support@example.com']);
  });

  it('isolates percentages and dates', () => {
    expect(ltr('اكتمل 50% من الاستبيان')).toEqual(['50%']);
    expect(ltr('التاريخ 01/02/2026')).toEqual(['01/02/2026']);
  });

  it('leaves short numbers, scores and counts to the bidi algorithm', () => {
    expect(splitLeftToRight('قيّم من 1 إلى 10: 12 / 40')).toEqual([{ text: 'قيّم من 1 إلى 10: 12 / 40', ltr: false }]);
    expect(splitLeftToRight('')).toEqual([]);
  });

  it('loses and adds nothing: the segments join back into the text', () => {
    fc.assert(fc.property(fc.string({ unit: fc.constantFrom('a', 'ب', ' ', '1', '+', '%', '/', '.', '@', 'h', 't', 'p', 's', ':', '(', ')', 'w') }), (text) => {
      const segments = splitLeftToRight(text);
      expect(segments.map((s) => s.text).join('')).toBe(text);
      expect(segments.every((s) => s.text.length > 0)).toBe(true);
    }));
  });
});
