import type { NodeConfig, WidgetConfig } from '../types/schemas';
import { WIDGET_DEFAULTS } from './constants';
import { contrastRatio, parseHexColour, toHexColour, withContrast, type ContrastAdjustment } from './contrast';

/** CSS custom properties of the respondent screens (src/client/styles.css declares their defaults). */
export type ThemeProperties = Record<`--cv-${string}`, string>;

export interface Theme {
  properties: ThemeProperties;
  /** What was adjusted and why, for the provider (the widget frame writes them to the console). */
  notes: string[];
}

/** The screens' background (--cv-surface): primary-coloured text and outlines sit on it. */
export const SURFACE_COLOUR = '#ffffff';

/** Buttons and fields inside the frame when the widget sets no radius (SPEC 9's radius 0 is the frame's corner). */
const DEFAULT_CONTROL_RADIUS_PX = 6;

const ratio = (value: number) => `${value.toFixed(2)}:1`;

function adjusted(name: string, colour: string, againstName: string, against: string, notes: string[]): ContrastAdjustment {
  const result = withContrast(colour, against);
  if (result.adjusted) notes.push(`${name} ${colour} has ${ratio(contrastRatio(colour, against))} against ${againstName} ${against}; ${result.colour} is used (${ratio(result.ratio)}, WCAG AA needs 4.5:1)`);
  return result;
}

/** A configured colour as lower-case #rrggbb, or the fallback when it is missing or not a colour (noted). */
function colourOr(name: string, value: string | null | undefined, fallback: string, notes: string[]): string {
  const normal = (colour: string) => (colour && toHexColour(parseHexColour(colour)!));
  if (value == null) return normal(fallback);
  if (parseHexColour(value)) return normal(value);
  notes.push(`${name} "${value}" is not a #rrggbb colour; ${fallback || 'the default'} is used`);
  return normal(fallback);
}

/**
 * The accent colours in three roles, each readable where it is used (WCAG 1.4.3, see contrast.ts): the fill of
 * buttons and the header under the font colour (--cv-primary / --cv-on-primary), the same accent as text and outlines
 * on the white surface (--cv-primary-text), and the hover fill (--cv-secondary, the fill when none or the same is given). With
 * the usual white font the first two are the same colour; with a dark font the fill stays light and the text role
 * is darkened on its own.
 */
function accentProperties(colours: { primary: string; secondary?: string; onPrimary: string }, names: { primary: string; font: string }, notes: string[]): ThemeProperties {
  const fill = adjusted(names.primary, colours.primary, names.font, colours.onPrimary, notes).colour;
  const onSurface = colours.onPrimary === SURFACE_COLOUR;
  return {
    '--cv-primary': fill,
    '--cv-on-primary': colours.onPrimary,
    '--cv-primary-text': onSurface ? fill : adjusted(`${names.primary} (as text)`, colours.primary, 'the background', SURFACE_COLOUR, notes).colour,
    '--cv-secondary': colours.secondary === undefined || colours.secondary === colours.primary ? fill : adjusted('secondary_color', colours.secondary, names.font, colours.onPrimary, notes).colour,
  };
}

/** The widget frame's theme from its configuration (SPEC 3.1 / 9 defaults), colours made readable. */
export function widgetTheme(config: WidgetConfig): Theme {
  const notes: string[] = [];
  const font = colourOr('font_color', config.font_color, WIDGET_DEFAULTS.fontColor, notes);
  const primary = colourOr('primary_color', config.primary_color, WIDGET_DEFAULTS.primaryColor, notes);
  const secondary = colourOr('secondary_color', config.secondary_color, config.primary_color ? primary : WIDGET_DEFAULTS.secondaryColor, notes);
  const radius = typeof config.radius === 'number' && Number.isFinite(config.radius) && config.radius >= 0 ? config.radius : DEFAULT_CONTROL_RADIUS_PX;
  const accent = accentProperties({ primary, secondary, onPrimary: font }, { primary: 'primary_color', font: 'font_color' }, notes);
  return { properties: { ...accent, '--cv-radius': `${radius}px` }, notes };
}

/** The hosted page's theme from the node (SPEC 3.2 primary_color); empty when the node sets none (CSS defaults). */
export function nodeTheme(node: Pick<NodeConfig, 'primary_color'>): Theme {
  const notes: string[] = [];
  const primary = colourOr('primary_color', node.primary_color, '', notes);
  if (!primary) return { properties: {}, notes };
  return { properties: accentProperties({ primary, onPrimary: SURFACE_COLOUR }, { primary: 'node primary_color', font: 'the white button text' }, notes), notes };
}
