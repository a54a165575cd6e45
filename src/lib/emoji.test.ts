import { describe, it, expect } from 'vitest';
import { isEmojiOnly } from './emoji';

// SPEC 5: "A message made only of 1, 2 or 3 emoji is shown enlarged."
describe('isEmojiOnly', () => {
  it('counts one, two or three emoji', () => {
    expect(isEmojiOnly('😀')).toBe(1);
    expect(isEmojiOnly('😀👍')).toBe(2);
    expect(isEmojiOnly('😀👍🎉')).toBe(3);
  });

  it('is false for four or more emoji', () => {
    expect(isEmojiOnly('😀😀😀😀')).toBe(false);
  });

  it('ignores whitespace and line breaks between and around emoji', () => {
    expect(isEmojiOnly(' 😀 \n 👍\t')).toBe(2);
  });

  it('is false when any text is mixed in', () => {
    expect(isEmojiOnly('hi 😀')).toBe(false);
    expect(isEmojiOnly('😀!')).toBe(false);
    expect(isEmojiOnly('😀a😀')).toBe(false);
  });

  it('is false for empty or blank messages', () => {
    expect(isEmojiOnly('')).toBe(false);
    expect(isEmojiOnly('  \n ')).toBe(false);
  });

  it('counts a ZWJ family or profession sequence as one emoji', () => {
    expect(isEmojiOnly('👨‍👩‍👧‍👦')).toBe(1);
    expect(isEmojiOnly('👩🏽‍💻')).toBe(1);
    expect(isEmojiOnly('🏳️‍🌈❤️‍🔥')).toBe(2);
  });

  it('counts an emoji with a skin tone as one emoji', () => {
    expect(isEmojiOnly('👍🏽')).toBe(1);
    expect(isEmojiOnly('☝🏻👍🏿')).toBe(2);
  });

  it('counts a flag made of two regional indicators as one emoji', () => {
    expect(isEmojiOnly('🇹🇷')).toBe(1);
    expect(isEmojiOnly('🇹🇷🇬🇧🇺🇸')).toBe(3);
  });

  it('counts a subdivision tag flag as one emoji', () => {
    expect(isEmojiOnly('🏴󠁧󠁢󠁥󠁮󠁧󠁿')).toBe(1);
  });

  it('counts keycaps but not plain digits, # or *', () => {
    expect(isEmojiOnly('1️⃣#️⃣')).toBe(2);
    expect(isEmojiOnly('1')).toBe(false);
    expect(isEmojiOnly('#*')).toBe(false);
  });

  it('counts a text-default pictograph only with the emoji variation selector', () => {
    expect(isEmojiOnly('❤️')).toBe(1);
    expect(isEmojiOnly('❤')).toBe(false);
    expect(isEmojiOnly('©')).toBe(false);
    expect(isEmojiOnly('™')).toBe(false);
  });

  it('does not count an emoji forced to text presentation', () => {
    expect(isEmojiOnly('😀\uFE0E')).toBe(false);
  });

  it('is false for lone joiners, selectors and combining marks', () => {
    expect(isEmojiOnly('\u200D')).toBe(false);
    expect(isEmojiOnly('\uFE0F')).toBe(false);
    expect(isEmojiOnly('😀\u200D')).toBe(false);
    expect(isEmojiOnly('\u20E3')).toBe(false);
  });

  it('is false for non-strings', () => {
    expect(isEmojiOnly(undefined as unknown as string)).toBe(false);
  });
});
