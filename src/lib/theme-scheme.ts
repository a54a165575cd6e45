import { contrastRatio, MIN_TEXT_CONTRAST, parseHexColour, relativeLuminance, toHexColour, withContrast, type Rgb } from './contrast';

export type Scheme = 'light' | 'dark';

/** The neutral colours of each scheme before a theme's background changes them; every text pair here is over 4.5:1. */
export const SCHEME_COLOURS = {
  light: { page: '#f3f4f6', surface: '#ffffff', text: '#111827', muted: '#4b5563', border: '#6b7280', error: '#b91c1c', focus: '#1d4ed8', notice: '#eff6ff', noticeText: '#1e3a8a', subtle: '#e5e7eb' },
  dark: { page: '#0b1120', surface: '#1f2937', text: '#f9fafb', muted: '#d1d5db', border: '#9ca3af', error: '#fca5a5', focus: '#93c5fd', notice: '#1e3a5f', noticeText: '#dbeafe', subtle: '#374151' },
} as const satisfies Record<Scheme, Record<string, string>>;

/**
 * How much of the background colour lies over a background image, at least: text is checked against the image at
 * its darkest and lightest, and a mid-tone background (a grey, a bright red) gets a thicker veil until some text
 * colour reads on both.
 */
const IMAGE_VEILS = [0.85, 0.9, 0.95, 1] as const;

/** A dark scheme's background is at most this luminant: a light brand background is darkened to it, keeping its hue. */
const DARK_PAGE_LUMINANCE = 0.02;

const blend = (top: Rgb, bottom: Rgb, alpha: number): string => toHexColour(top.map((c, i) => c * alpha + bottom[i]! * (1 - alpha)) as unknown as Rgb);

/**
 * What text on a background may end up on: the colour itself, or with an image under a veil of it, the colour
 * over a black and over a white image (every image lies between).
 */
export function backdropsOf(background: string, image: boolean): string[] {
  if (!image) return [background];
  return veiled(background, imageVeil(background));
}

const veiled = (background: string, veil: number) => {
  const rgb = parseHexColour(background)!;
  return [background, blend(rgb, [0, 0, 0], veil), blend(rgb, [255, 255, 255], veil)];
};

/** The thinnest veil under which black or white text reads on the background over any image. */
export function imageVeil(background: string): number {
  const reads = (text: string, backdrops: string[]) => backdrops.every((backdrop) => contrastRatio(text, backdrop) >= MIN_TEXT_CONTRAST);
  return IMAGE_VEILS.find((veil) => reads('#000000', veiled(background, veil)) || reads('#ffffff', veiled(background, veil))) ?? 1;
}

/**
 * `colour` if it reads (4.5:1) on every backdrop, else the nearest colour that does (contrast.ts keeps its hue);
 * black or white, whichever reads better on the worst backdrop, when no such colour is found.
 */
export function readableOn(colour: string, backdrops: readonly string[]): string {
  const reads = (candidate: string) => backdrops.every((backdrop) => contrastRatio(candidate, backdrop) >= MIN_TEXT_CONTRAST);
  let candidate = toHexColour(parseHexColour(colour)!);
  for (let pass = 0; pass < 3 && !reads(candidate); pass++) {
    for (const backdrop of backdrops) candidate = withContrast(candidate, backdrop).colour;
  }
  if (reads(candidate)) return candidate;
  const worst = (text: string) => Math.min(...backdrops.map((backdrop) => contrastRatio(text, backdrop)));
  return worst('#000000') >= worst('#ffffff') ? '#000000' : '#ffffff';
}

/** The page background of a scheme: the theme's colour (darkened in the dark scheme when it is light), or the scheme's own. */
export function pageBackground(scheme: Scheme, configured: string | undefined, layout: 'card' | 'full_bleed'): string {
  const fallback = layout === 'card' ? SCHEME_COLOURS[scheme].page : SCHEME_COLOURS[scheme].surface;
  if (!configured) return fallback;
  if (scheme === 'light' || relativeLuminance(configured) <= DARK_PAGE_LUMINANCE) return configured;
  const rgb = parseHexColour(configured)!;
  let amount = 0;
  while (relativeLuminance(blend([0, 0, 0], rgb, amount)) > DARK_PAGE_LUMINANCE) amount += 0.01;
  return blend([0, 0, 0], rgb, amount);
}
