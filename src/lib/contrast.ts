/**
 * WCAG 2 colour contrast (https://www.w3.org/TR/WCAG22/#dfn-contrast-ratio): relative luminance, the contrast
 * ratio, and the nearest colour that reaches a ratio against another.
 *
 * Decision (issue #7): a configured colour is adjusted, not refused. A widget or node colour that reads badly
 * against its text (the SPEC's own default, #20B8F7 under white, has 2.3:1) is darkened or lightened just enough
 * for 4.5:1 (WCAG 1.4.3, normal text), keeping its hue: the provider's brand stays recognisable, respondents can read
 * every button, and nothing the provider saved has to be rejected. The adjustment is reported (see theme.ts) so
 * the provider can choose a colour of their own.
 */

/** Red, green and blue, 0 to 255. */
export type Rgb = readonly [number, number, number];

/** WCAG 1.4.3 minimum for normal text. */
export const MIN_TEXT_CONTRAST = 4.5;

/** `#rgb` or `#rrggbb` (any case) as channels; null for anything else. */
export function parseHexColour(text: string): Rgb | null {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(text.trim());
  if (!match) return null;
  const hex = match[1]!.length === 3 ? [...match[1]!].map((c) => c + c).join('') : match[1]!;
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as unknown as Rgb;
}

/** `#rrggbb` in lower case. */
export function toHexColour(rgb: Rgb): string {
  return `#${rgb.map((c) => Math.round(Math.min(255, Math.max(0, c))).toString(16).padStart(2, '0')).join('')}`;
}

const linear = (channel: number) => {
  const s = channel / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};

const rgbOf = (colour: Rgb | string): Rgb => {
  if (typeof colour !== 'string') return colour;
  const rgb = parseHexColour(colour);
  if (!rgb) throw new Error(`Not a #rrggbb colour: ${colour}`);
  return rgb;
};

/** WCAG relative luminance: 0 for black, 1 for white. */
export function relativeLuminance(colour: Rgb | string): number {
  const [r, g, b] = rgbOf(colour).map(linear) as unknown as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio, 1 (same luminance) to 21 (black on white); the order of the colours does not matter. */
export function contrastRatio(a: Rgb | string, b: Rgb | string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

export interface ContrastAdjustment {
  /** The colour to use, `#rrggbb`. */
  colour: string;
  /** Its contrast ratio against the other colour. */
  ratio: number;
  /** Whether it differs from the colour asked for. */
  adjusted: boolean;
}

/** The colour mixed with black (amount < 0) or white (amount > 0), by |amount| of 255 steps. */
const mix = ([r, g, b]: Rgb, amount: number): Rgb => {
  const t = Math.abs(amount) / 255;
  const target = amount < 0 ? 0 : 255;
  return [r + (target - r) * t, g + (target - g) * t, b + (target - b) * t].map(Math.round) as unknown as Rgb;
};

/**
 * `colour` if it has `minimum` contrast against `against`, else the nearest colour that has: mixed with black or
 * with white (whichever needs less), so its hue stays. Any colour reaches 4.5:1 against black or white (the worst
 * case, a mid grey, still allows 4.58:1); a higher minimum that cannot be reached gives black or white, whichever
 * contrasts more, with `ratio` saying how far it got.
 */
export function withContrast(colour: string, against: string, minimum: number = MIN_TEXT_CONTRAST): ContrastAdjustment {
  const rgb = rgbOf(colour);
  const other = rgbOf(against);
  const original = toHexColour(rgb);
  const ratio = contrastRatio(rgb, other);
  if (ratio >= minimum) return { colour: original, ratio, adjusted: false };
  for (let step = 1; step <= 255; step++) {
    for (const amount of [-step, step]) {
      const candidate = mix(rgb, amount);
      const candidateRatio = contrastRatio(candidate, other);
      if (candidateRatio >= minimum) return { colour: toHexColour(candidate), ratio: candidateRatio, adjusted: true };
    }
  }
  const best = contrastRatio([0, 0, 0], other) >= contrastRatio([255, 255, 255], other) ? '#000000' : '#ffffff';
  return { colour: best, ratio: contrastRatio(best, other), adjusted: true };
}
