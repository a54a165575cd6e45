import type { NodeConfig, Theme as ThemeSettings, WidgetConfig } from '../types/schemas';
import { WIDGET_DEFAULTS } from './constants';
import { contrastRatio, parseHexColour, toHexColour, withContrast, type ContrastAdjustment } from './contrast';
import { FONT_STACKS } from './font-stacks';
import { backdropsOf, imageVeil, pageBackground, readableOn, SCHEME_COLOURS, type Scheme } from './theme-scheme';

/** CSS custom properties of the respondent screens (src/client/styles.css declares their defaults). */
export type ThemeProperties = Record<`--cv-${string}`, string>;

export interface Theme {
  /** The scheme shown unless the visitor prefers dark and the theme follows them (then `dark`). */
  properties: ThemeProperties;
  /** With color_scheme auto: the properties under `prefers-color-scheme: dark`. */
  dark?: ThemeProperties;
  /** The scheme of `properties`, for the browser's own controls (color-scheme); absent without a theme object. */
  scheme?: Scheme;
  layout: 'card' | 'full_bleed';
  /** What was adjusted and why, for the provider (the widget frame writes them to the console). */
  notes: string[];
}

/** The screens' background (--cv-surface): primary-coloured text and outlines sit on it. */
const SURFACE_COLOUR = '#ffffff';

/** Buttons and fields inside the frame when the widget sets no radius (SPEC 9's radius 0 is the frame's corner). */
const DEFAULT_CONTROL_RADIUS_PX = 6;

/** The hosted page's accent when a node sets a theme but no primary_color (src/client/styles.css's own). */
const DEFAULT_NODE_PRIMARY = '#0b6bcb';

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

interface Accent {
  primary: string;
  secondary?: string;
  onPrimary: string;
}

/**
 * The accent colours in three roles, each readable where it is used (WCAG 1.4.3, see contrast.ts): the fill of
 * buttons and the header under the font colour (--cv-primary / --cv-on-primary), the same accent as text and outlines
 * on the surface (--cv-primary-text), and the hover fill (--cv-secondary, the fill when none or the same is given). With
 * the usual white font on a white surface the first two are the same colour; otherwise the text role is adjusted on its
 * own (darkened on white, lightened on a dark surface).
 */
function accentProperties(colours: Accent, names: { primary: string; font: string }, notes: string[], surfaces: readonly string[] = [SURFACE_COLOUR]): ThemeProperties {
  const fill = adjusted(names.primary, colours.primary, names.font, colours.onPrimary, notes).colour;
  const onWhite = surfaces.length === 1 && surfaces[0] === SURFACE_COLOUR;
  const primaryText = onWhite
    ? colours.onPrimary === SURFACE_COLOUR ? fill : adjusted(`${names.primary} (as text)`, colours.primary, 'the background', SURFACE_COLOUR, notes).colour
    : readableOn(colours.primary, surfaces);
  return {
    '--cv-primary': fill,
    '--cv-on-primary': colours.onPrimary,
    '--cv-primary-text': primaryText,
    '--cv-secondary': colours.secondary === undefined || colours.secondary === colours.primary ? fill : adjusted('secondary_color', colours.secondary, names.font, colours.onPrimary, notes).colour,
  };
}

/** A URL inside CSS url("...") and inside a <style> element: quotes, backslashes, whitespace and angle brackets escaped. */
const cssUrl = (url: string) => `url("${url.replace(/["\\<>\s]/g, (c) => encodeURIComponent(c))}")`;

/**
 * One scheme's colours from the theme (issue #16): the page background (the theme's, darkened for dark), the
 * surface the questions sit on (a card, or the page itself when full-bleed), and every text colour adjusted to 4.5:1
 * against what it sits on, over a background image at its darkest and lightest (theme-scheme.ts).
 */
function schemeProperties(scheme: Scheme, settings: ThemeSettings, accent: Accent, names: { primary: string; font: string }, notes: string[]): ThemeProperties {
  const colours = SCHEME_COLOURS[scheme];
  const layout = settings.layout ?? 'card';
  const image = settings.background_image_url ?? undefined;
  const configured = colourOr('theme.background_color', settings.background_color, '', notes) || undefined;
  const page = pageBackground(scheme, configured, layout);
  const onPage = backdropsOf(page, image !== undefined);
  const surface = layout === 'card' ? colours.surface : page;
  const onSurface = layout === 'card' ? [surface] : onPage;
  const [r, g, b] = parseHexColour(page)!;
  const veil = `rgb(${r} ${g} ${b} / ${image ? imageVeil(page) : 1})`;
  return {
    ...accentProperties(accent, names, scheme === 'light' ? notes : [], onSurface),
    '--cv-page-bg': page,
    '--cv-page-image': image ? `linear-gradient(${veil}, ${veil}), ${cssUrl(image)}` : 'none',
    '--cv-page-text': readableOn(colours.text, onPage),
    '--cv-page-muted': readableOn(colours.muted, onPage),
    '--cv-surface': surface,
    '--cv-text': readableOn(colours.text, onSurface),
    '--cv-muted': readableOn(colours.muted, onSurface),
    '--cv-border': readableOn(colours.border, onSurface),
    '--cv-error': readableOn(colours.error, onSurface),
    '--cv-focus': readableOn(colours.focus, onSurface),
    '--cv-notice-bg': colours.notice,
    '--cv-notice-text': readableOn(colours.noticeText, [colours.notice]),
    '--cv-subtle': colours.subtle,
  };
}

/** The theme object's font and radius, which do not change with the scheme. */
function shapeProperties(settings: ThemeSettings): ThemeProperties {
  const properties: ThemeProperties = {};
  if (settings.font_family && FONT_STACKS[settings.font_family]) properties['--cv-font'] = FONT_STACKS[settings.font_family];
  if (typeof settings.radius === 'number' && Number.isFinite(settings.radius) && settings.radius >= 0) properties['--cv-radius'] = `${settings.radius}px`;
  return properties;
}

/** The properties of a theme object over the accent: the one scheme it names, or light with dark beside it for auto. */
function themed(settings: ThemeSettings, accent: Accent, names: { primary: string; font: string }, base: ThemeProperties, notes: string[]): Theme {
  const shape = shapeProperties(settings);
  const layout = settings.layout ?? 'card';
  const mode = settings.color_scheme ?? 'light';
  const first: Scheme = mode === 'dark' ? 'dark' : 'light';
  const properties = { ...base, ...schemeProperties(first, settings, accent, names, notes), ...shape };
  const dark = mode === 'auto' ? { ...schemeProperties('dark', settings, accent, names, notes), ...shape } : undefined;
  return { properties, ...(dark ? { dark } : {}), scheme: first, layout, notes };
}

/** The widget frame's theme from its configuration (SPEC 3.1 / 9 defaults and its theme object), colours made readable. */
export function widgetTheme(config: WidgetConfig): Theme {
  const notes: string[] = [];
  const font = colourOr('font_color', config.font_color, WIDGET_DEFAULTS.fontColor, notes);
  const primary = colourOr('primary_color', config.primary_color, WIDGET_DEFAULTS.primaryColor, notes);
  const secondary = colourOr('secondary_color', config.secondary_color, config.primary_color ? primary : WIDGET_DEFAULTS.secondaryColor, notes);
  const radius = typeof config.radius === 'number' && Number.isFinite(config.radius) && config.radius >= 0 ? config.radius : DEFAULT_CONTROL_RADIUS_PX;
  const accent = { primary, secondary, onPrimary: font };
  const names = { primary: 'primary_color', font: 'font_color' };
  const base: ThemeProperties = { '--cv-radius': `${radius}px` };
  if (config.theme) return themed(config.theme, accent, names, base, notes);
  return { properties: { ...accentProperties(accent, names, notes), ...base }, layout: 'card', notes };
}

/** The hosted page's theme from the node (SPEC 3.2 primary_color and the theme object); empty when the node sets neither (CSS defaults). */
export function nodeTheme(node: Pick<NodeConfig, 'primary_color' | 'theme'>): Theme {
  const notes: string[] = [];
  const primary = colourOr('primary_color', node.primary_color, '', notes);
  const names = { primary: 'node primary_color', font: 'the white button text' };
  if (node.theme) return themed(node.theme, { primary: primary || DEFAULT_NODE_PRIMARY, onPrimary: SURFACE_COLOUR }, names, {}, notes);
  if (!primary) return { properties: {}, layout: 'card', notes };
  return { properties: accentProperties({ primary, onPrimary: SURFACE_COLOUR }, names, notes), layout: 'card', notes };
}

const declarations = (properties: ThemeProperties) => Object.entries(properties).map(([name, value]) => `${name}: ${value};`).join(' ');

/**
 * The theme as a stylesheet on :root, so the page background and the browser's own controls (color-scheme) follow
 * it too, and a theme that follows the visitor switches with `prefers-color-scheme` without script.
 */
export function themeStylesheet(theme: Theme): string {
  const scheme = theme.scheme ? ` color-scheme: ${theme.scheme};` : '';
  const rules = [`:root { ${declarations(theme.properties)}${scheme} }`];
  if (theme.dark) rules.push(`@media (prefers-color-scheme: dark) { :root { ${declarations(theme.dark)} color-scheme: dark; } }`);
  if (theme.properties['--cv-font']) rules.push('body { font-family: var(--cv-font); }');
  return rules.join('\n');
}
