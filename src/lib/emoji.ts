// SPEC 5: "A message made only of 1, 2 or 3 emoji is shown enlarged."
//
// One emoji is one of: a flag (two regional indicators), a keycap (digit, # or * with U+20E3), a ZWJ sequence
// (family, profession, rainbow flag), or a single pictograph with an optional skin tone and tag sequence
// (subdivision flags). A text-default pictograph such as © or a bare ❤ (without U+FE0F) is drawn as a text glyph by
// Unicode's rules, so it does not count; with U+FE0F or a skin tone it does. U+FE0E asks for text and never counts.

const PICTO = '\\p{Extended_Pictographic}';
const SKIN = '\\p{Emoji_Modifier}';
const TAGS = '(?:[\\u{E0020}-\\u{E007E}]+\\u{E007F})';
const ANY_PICTO = `(?:${PICTO}|\\p{Emoji_Presentation})\\uFE0F?${SKIN}?`;
const EMOJI = [
  '\\p{Regional_Indicator}{2}',
  '[0-9#*]\\uFE0F?\\u20E3',
  `${ANY_PICTO}(?:\\u200D${ANY_PICTO})+`,
  `\\p{Emoji_Presentation}\\uFE0F?${SKIN}?${TAGS}?`,
  `${PICTO}(?:\\uFE0F${SKIN}?|${SKIN})${TAGS}?`,
].join('|');

// Sticky, so consecutive matches must tile the whole message with nothing in between.
const EMOJI_STICKY = new RegExp(`(?:${EMOJI})(?!\\uFE0E)`, 'uy');

/** 1, 2 or 3 when the message is only that many emoji (whitespace ignored); false otherwise. */
export function isEmojiOnly(text: string): 1 | 2 | 3 | false {
  if (typeof text !== 'string') return false;
  const compact = text.replace(/\s+/gu, '');
  if (compact === '') return false;
  const sticky = new RegExp(EMOJI_STICKY);
  let count = 0;
  while (sticky.lastIndex < compact.length) {
    if (!sticky.exec(compact) || count === 3) return false;
    count += 1;
  }
  return count as 1 | 2 | 3;
}
