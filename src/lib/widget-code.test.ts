import { describe, it, expect } from 'vitest';
import { isValidWidgetCode } from './widget-code';

// SPEC 5: "Widget code: starts with PSN- and is exactly 11 characters. Otherwise nothing loads."
describe('isValidWidgetCode', () => {
  it('accepts PSN- followed by 7 characters', () => {
    expect(isValidWidgetCode('PSN-AB12CD3')).toBe(true);
  });

  it('rejects codes one character too short or too long', () => {
    expect(isValidWidgetCode('PSN-AB12CD')).toBe(false);
    expect(isValidWidgetCode('PSN-AB12CD34')).toBe(false);
  });

  it('rejects 11 characters with another prefix, including a lower-case one', () => {
    expect(isValidWidgetCode('XSN-AB12CD3')).toBe(false);
    expect(isValidWidgetCode('psn-AB12CD3')).toBe(false);
    expect(isValidWidgetCode('AB12CD3PSN-')).toBe(false);
  });

  it('does not trim surrounding whitespace', () => {
    expect(isValidWidgetCode(' PSN-AB12CD')).toBe(false);
    expect(isValidWidgetCode(' PSN-AB12CD3 ')).toBe(false);
  });

  it('counts an emoji as one character, not two', () => {
    // 'PSN-' + 6 letters + 1 emoji is 11 characters but 12 UTF-16 units.
    expect(isValidWidgetCode('PSN-ABCDEF😀')).toBe(true);
    expect(isValidWidgetCode('PSN-ABC😀😀')).toBe(false);
  });

  it('rejects anything that is not a string', () => {
    for (const value of [undefined, null, 12345678901, ['PSN-AB12CD3'], { code: 'PSN-AB12CD3' }]) {
      expect(isValidWidgetCode(value)).toBe(false);
    }
  });
});
