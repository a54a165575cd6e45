import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { nodeTheme, widgetTheme } from './theme';

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
    expect(nodeTheme({})).toEqual({ properties: {}, notes: [] });
    expect(nodeTheme({ primary_color: null })).toEqual({ properties: {}, notes: [] });
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
