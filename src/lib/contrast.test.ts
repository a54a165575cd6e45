import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { contrastRatio, MIN_TEXT_CONTRAST, parseHexColour, relativeLuminance, toHexColour, withContrast } from './contrast';

const hexColour = fc.tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 })).map(toHexColour);

describe('parseHexColour and toHexColour', () => {
  it('reads #rrggbb and #rgb in any case, and nothing else', () => {
    expect(parseHexColour('#20B8F7')).toEqual([0x20, 0xb8, 0xf7]);
    expect(parseHexColour('#fff')).toEqual([255, 255, 255]);
    expect(parseHexColour(' #0b6bcb ')).toEqual([0x0b, 0x6b, 0xcb]);
    for (const text of ['20B8F7', '#20B8F', '#ggg', 'red', '', 'rgb(0,0,0)']) expect(parseHexColour(text), text).toBeNull();
  });

  it('writes lower-case #rrggbb, clamping and rounding channels', () => {
    expect(toHexColour([32, 184, 247])).toBe('#20b8f7');
    expect(toHexColour([-4, 300, 10.6])).toBe('#00ff0b');
  });
});

describe('WCAG relative luminance and contrast ratio', () => {
  it('gives the WCAG end points: black 0, white 1, 21:1 between them', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1, 10);
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 10);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
  });

  it('matches published ratios (WebAIM contrast checker)', () => {
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#0b6bcb', '#ffffff')).toBeCloseTo(5.25, 1);
    // The SPEC 9 default widget colour under its default white font fails AA.
    expect(contrastRatio('#20B8F7', '#FFFFFF')).toBeCloseTo(2.3, 1);
  });

  it('does not depend on the order of the colours', () => {
    fc.assert(fc.property(hexColour, hexColour, (a, b) => Math.abs(contrastRatio(a, b) - contrastRatio(b, a)) < 1e-12));
  });
});

describe('withContrast', () => {
  it('keeps a colour that already reads (normalised to lower-case #rrggbb)', () => {
    expect(withContrast('#0B6BCB', '#FFFFFF')).toEqual({ colour: '#0b6bcb', ratio: contrastRatio('#0b6bcb', '#fff'), adjusted: false });
  });

  it('darkens the SPEC default #20B8F7 under white text just enough for 4.5:1, keeping its hue', () => {
    const { colour, ratio, adjusted } = withContrast('#20B8F7', '#FFFFFF');
    expect(adjusted).toBe(true);
    expect(ratio).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(ratio).toBeLessThan(4.7);
    const [r, g, b] = parseHexColour(colour)!;
    // Mixed with black: every channel scaled by about the same factor, so the hue stays sky blue.
    expect(g / b).toBeCloseTo(0xb8 / 0xf7, 1);
    expect(r / b).toBeCloseTo(0x20 / 0xf7, 1);
  });

  it('lightens a dark colour under dark text', () => {
    const { colour, ratio } = withContrast('#1e3a8a', '#111111');
    expect(ratio).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
    expect(relativeLuminance(colour)).toBeGreaterThan(relativeLuminance('#1e3a8a'));
  });

  it('reaches 4.5:1 against any colour, changing as little as it must', () => {
    fc.assert(
      fc.property(hexColour, hexColour, (colour, against) => {
        const result = withContrast(colour, against);
        expect(result.ratio).toBeGreaterThanOrEqual(MIN_TEXT_CONTRAST);
        expect(contrastRatio(result.colour, against)).toBeCloseTo(result.ratio, 12);
        expect(result.adjusted).toBe(contrastRatio(colour, against) < MIN_TEXT_CONTRAST);
      }),
      { numRuns: 300 },
    );
  });

  it('gives black or white, with the ratio reached, when a minimum cannot be met', () => {
    const result = withContrast('#777777', '#777777', 7);
    expect(result).toEqual({ colour: '#000000', ratio: contrastRatio('#000', '#777777'), adjusted: true });
    expect(result.ratio).toBeLessThan(7);
  });

  it('refuses what is not a colour (a programming error: configuration is validated as #rrggbb first)', () => {
    expect(() => withContrast('blue', '#fff')).toThrow('Not a #rrggbb colour: blue');
  });
});
