import { describe, expect, it } from 'vitest';
import { contrastRatio, relativeLuminance } from './contrast';
import { nodeTheme, themeStylesheet, widgetTheme, type ThemeProperties } from './theme';
import { backdropsOf } from './theme-scheme';
import { FONT_STACKS } from './font-stacks';
import type { Theme as ThemeSettings } from '../types/schemas';

const widget = { code: 'PSN-THEME01', node_id: 'n' };

describe('widgetTheme', () => {
  it('keeps readable colours as configured, with the radius in px', () => {
    const { properties, notes } = widgetTheme({ ...widget, primary_color: '#0B6BCB', secondary_color: '#084F96', font_color: '#FFFFFF', radius: 12 });
    expect(properties).toEqual({ '--cv-primary': '#0b6bcb', '--cv-on-primary': '#ffffff', '--cv-primary-text': '#0b6bcb', '--cv-secondary': '#084f96', '--cv-radius': '12px' });
    expect(notes).toEqual([]);
  });

  it('uses the SPEC 9 defaults, darkening #20B8F7 until white text on it reads (and says so once)', () => {
    const { properties, notes } = widgetTheme(widget);
    expect(properties['--cv-on-primary']).toBe('#ffffff');
    expect(properties['--cv-primary']).not.toBe('#20b8f7');
    expect(contrastRatio(properties['--cv-primary']!, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(properties['--cv-primary-text']).toBe(properties['--cv-primary']);
    expect(properties['--cv-secondary']).toBe(properties['--cv-primary']);
    expect(properties['--cv-radius']).toBe('6px');
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatch(/^primary_color #20b8f7 has 2\.2\d:1 against font_color #ffffff; #[0-9a-f]{6} is used \(4\.5\d:1, WCAG AA needs 4\.5:1\)$/);
    expect(notes[0]).toContain(`${properties['--cv-primary']} is used`);
  });

  it('adjusts a separate hover colour on its own', () => {
    const { properties, notes } = widgetTheme({ ...widget, primary_color: '#0B6BCB', secondary_color: '#7DD3FC' });
    expect(properties['--cv-primary']).toBe('#0b6bcb');
    expect(contrastRatio(properties['--cv-secondary']!, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(notes).toEqual([expect.stringMatching(/^secondary_color #7dd3fc has 1\.\d\d:1 against font_color #ffffff/)]);
  });

  it('with a dark font keeps a light fill and darkens the accent only where it is text on white', () => {
    const { properties } = widgetTheme({ ...widget, primary_color: '#FFD60A', font_color: '#111111' });
    expect(properties['--cv-primary']).toBe('#ffd60a');
    expect(contrastRatio(properties['--cv-primary-text']!, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(properties['--cv-primary']!, '#111111')).toBeGreaterThanOrEqual(4.5);
  });

  it('falls back from what is not a colour, and from a negative radius', () => {
    const { properties, notes } = widgetTheme({ ...widget, primary_color: 'blue', radius: -3 } as never);
    expect(properties['--cv-radius']).toBe('6px');
    expect(notes[0]).toBe('primary_color "blue" is not a #rrggbb colour; #20B8F7 is used');
  });
});

describe('nodeTheme', () => {
  it('is empty without a node colour: the stylesheet defaults apply', () => {
    expect(nodeTheme({})).toEqual({ properties: {}, layout: 'card', notes: [] });
    expect(nodeTheme({ primary_color: null })).toEqual({ properties: {}, layout: 'card', notes: [] });
  });

  it('themes the hosted page from primary_color, readable under white text and on white', () => {
    const { properties, notes } = nodeTheme({ primary_color: '#7DD3FC' });
    expect(contrastRatio(properties['--cv-primary']!, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(properties['--cv-primary-text']).toBe(properties['--cv-primary']);
    expect(properties['--cv-on-primary']).toBe('#ffffff');
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatch(/^node primary_color #7dd3fc has 1\.\d\d:1 against the white button text #ffffff; #[0-9a-f]{6} is used/);
  });
});

/** Every text colour a scheme produces against what it sits on (the page's backdrops take a background image into account). */
function textPairs(properties: ThemeProperties, layout: 'card' | 'full_bleed', image: boolean): [string, string, string][] {
  const p = (name: `--cv-${string}`) => properties[name]!;
  const page = backdropsOf(p('--cv-page-bg'), image);
  const surface = layout === 'card' ? [p('--cv-surface')] : page;
  return [
    ...surface.flatMap((backdrop) => (['--cv-text', '--cv-muted', '--cv-error', '--cv-focus', '--cv-primary-text'] as const).map((name): [string, string, string] => [name, p(name), backdrop])),
    ...page.flatMap((backdrop) => (['--cv-page-text', '--cv-page-muted'] as const).map((name): [string, string, string] => [name, p(name), backdrop])),
    ['--cv-on-primary', p('--cv-on-primary'), p('--cv-primary')],
    ['--cv-notice-text', p('--cv-notice-text'), p('--cv-notice-bg')],
  ];
}

describe('theme objects (issue #16)', () => {
  const backgrounds = [undefined, '#ffffff', '#000000', '#777777', '#fef3c7', '#ff0000', '#20b8f7', '#1e293b'];
  const cases = backgrounds.flatMap((background_color) =>
    (['card', 'full_bleed'] as const).flatMap((layout) => [false, true].map((image) => ({ background_color, layout, image }))),
  );

  it.each(cases)('holds 4.5:1 for every text pair in light and dark: background $background_color, $layout, image $image', ({ background_color, layout, image }) => {
    const settings: ThemeSettings = { background_color, layout, color_scheme: 'auto', background_image_url: image ? 'https://cdn.example.com/bg.jpg' : null };
    for (const theme of [nodeTheme({ primary_color: '#7DD3FC', theme: settings }), widgetTheme({ code: 'PSN-THEME01', node_id: 'n', primary_color: '#FFD60A', font_color: '#111111', theme: settings })]) {
      for (const properties of [theme.properties, theme.dark!]) {
        for (const [name, text, backdrop] of textPairs(properties, layout, image)) {
          expect(contrastRatio(text, backdrop), `${name} ${text} on ${backdrop}`).toBeGreaterThanOrEqual(4.5);
        }
      }
    }
  });

  it('follows the visitor with auto: light first, dark under prefers-color-scheme, each with its color-scheme', () => {
    const theme = nodeTheme({ theme: { color_scheme: 'auto' } });
    expect(theme.properties['--cv-surface']).toBe('#ffffff');
    expect(theme.dark!['--cv-surface']).toBe('#1f2937');
    const css = themeStylesheet(theme);
    expect(css).toMatch(/^:root \{ .*--cv-surface: #ffffff;.* color-scheme: light; \}\n@media \(prefers-color-scheme: dark\) \{ :root \{ .*--cv-surface: #1f2937;.* color-scheme: dark; \} \}$/);
  });

  it('is dark alone with color_scheme dark, and darkens a light background keeping its hue', () => {
    const theme = nodeTheme({ theme: { color_scheme: 'dark', background_color: '#FEF3C7', layout: 'full_bleed' } });
    expect(theme.dark).toBeUndefined();
    expect(themeStylesheet(theme)).not.toContain('@media');
    const page = theme.properties['--cv-page-bg']!;
    expect(theme.properties['--cv-surface']).toBe(page);
    expect(relativeLuminance(page)).toBeLessThanOrEqual(0.02);
    const [r, , b] = [1, 3, 5].map((i) => parseInt(page.slice(i, i + 2), 16));
    expect(r).toBeGreaterThan(b!);
  });

  it('sets a system font stack and the radius, and the widget theme radius wins over the frame radius for controls', () => {
    const theme = widgetTheme({ code: 'PSN-THEME01', node_id: 'n', radius: 4, theme: { font_family: 'system_serif', radius: 20 } });
    expect(theme.properties['--cv-font']).toBe(FONT_STACKS.system_serif);
    expect(theme.properties['--cv-radius']).toBe('20px');
    expect(FONT_STACKS.system_serif).toMatch(/serif$/);
    for (const stack of Object.values(FONT_STACKS)) expect(stack).toContain('Noto');
  });

  it('keeps a background image address inside its url() and its <style> element', () => {
    const theme = nodeTheme({ theme: { background_image_url: '/img/a b".png</style><script>' } });
    const image = theme.properties['--cv-page-image']!;
    expect(image).toContain('url("/img/a%20b%22.png%3C/style%3E%3Cscript%3E")');
    expect(themeStylesheet(theme)).not.toMatch(/<\/style/i);
  });
});
