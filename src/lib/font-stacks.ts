import type { Theme as ThemeSettings } from '../types/schemas';

export type FontFamily = NonNullable<ThemeSettings['font_family']>;

/** Families with Arabic and Japanese glyphs that most systems carry, so `ar` and `ja` never fall to a last resort. */
const ARABIC_JAPANESE_SANS = '"Noto Sans Arabic", "Geeza Pro", Tahoma, "Hiragino Sans", "Yu Gothic UI", "Noto Sans JP", "Noto Sans CJK JP"';
const ARABIC_JAPANESE_SERIF = '"Noto Naskh Arabic", "Times New Roman", "Hiragino Mincho ProN", "Yu Mincho", "Noto Serif JP", "Noto Serif CJK JP"';

/**
 * Theme font families as stacks of fonts already on the visitor's device (after modernfontstacks.com): the page
 * downloads no web font, so a theme costs no request and no flash of another font (issue #16).
 */
export const FONT_STACKS: Record<FontFamily, string> = {
  system_sans: `system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", ${ARABIC_JAPANESE_SANS}, sans-serif`,
  system_serif: `ui-serif, Charter, "Bitstream Charter", "Sitka Text", Cambria, Georgia, "Noto Serif", ${ARABIC_JAPANESE_SERIF}, serif`,
  rounded: `ui-rounded, "SF Pro Rounded", "Hiragino Maru Gothic ProN", Quicksand, Comfortaa, Manjari, "Arial Rounded MT", "Arial Rounded MT Bold", Calibri, ${ARABIC_JAPANESE_SANS}, sans-serif`,
  humanist: `Seravek, "Gill Sans Nova", Ubuntu, Calibri, "DejaVu Sans", source-sans-pro, ${ARABIC_JAPANESE_SANS}, sans-serif`,
  geometric: `Avenir, Montserrat, Corbel, "URW Gothic", source-sans-pro, ${ARABIC_JAPANESE_SANS}, sans-serif`,
  old_style: `"Iowan Old Style", "Palatino Linotype", "URW Palladio L", P052, ${ARABIC_JAPANESE_SERIF}, serif`,
  monospace: `ui-monospace, "Cascadia Code", "Source Code Pro", Menlo, Consolas, "DejaVu Sans Mono", ${ARABIC_JAPANESE_SANS}, monospace`,
};
