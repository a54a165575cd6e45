import type { WidgetConfig } from '../types/schemas';
import { WIDGET_DEFAULTS } from './constants';

const offset = (value: number | null | undefined, type: string | undefined) => (value == null ? null : `${value}${type === 'percent' ? '%' : 'px'}`);
const px = (value: number | null | undefined) => (value == null ? 'auto' : `${value}px`);

/** Readable launcher colours, as the server works them out (src/lib/theme.ts). */
export interface LauncherColors {
  fill?: string;
  text?: string;
  hover?: string;
}

/**
 * The widget's CSS, inside its shadow root: the host page's CSS cannot reach it, nor it the page. Right-to-left
 * pages mirror it: the launcher and frame sit on the left and widget_right_position counts from the left edge.
 * The server works it out and sends it with the configuration (both directions), so the loader stays small
 * (issue #21: at most 5 KB gzip).
 */
export function widgetCss(config: WidgetConfig & { launcher_colors?: LauncherColors }, rtl: boolean): string {
  const size = config.size ?? WIDGET_DEFAULTS.size;
  const margin = config.margin ?? WIDGET_DEFAULTS.margin;
  const radius = config.radius ?? WIDGET_DEFAULTS.radius;
  const side = rtl ? 'left' : 'right';
  const x = offset(config.widget_right_position, config.widget_right_position_type) ?? `${margin}px`;
  const top = offset(config.widget_top_position, config.widget_top_position_type);
  // The frame opens above a launcher at the bottom; a launcher placed from the top leaves the bottom corner free.
  const frameBottom = top ? margin : margin * 2 + size;
  const width = config.width_type === 'rate' ? `${config.width ?? WIDGET_DEFAULTS.frameWidthRatePercent}vw` : `${config.width ?? WIDGET_DEFAULTS.frameWidthPx}px`;
  // The launcher wears the frame's colours, made readable by the server (src/lib/theme.ts) when it served them.
  const colours = {
    fill: config.launcher_colors?.fill ?? config.primary_color ?? WIDGET_DEFAULTS.primaryColor,
    text: config.launcher_colors?.text ?? config.font_color ?? WIDGET_DEFAULTS.fontColor,
    hover: config.launcher_colors?.hover ?? config.secondary_color ?? WIDGET_DEFAULTS.secondaryColor,
  };
  const tabRadius = rtl ? `0 ${radius}px ${radius}px 0` : `${radius}px 0 0 ${radius}px`;
  return `:host{all:initial}
*{box-sizing:border-box;font:600 15px/1.2 system-ui,sans-serif}
[hidden]{display:none!important}
.l{position:fixed;${side}:${x};${top ? `top:${top}` : `bottom:${margin}px`};z-index:2147483646;width:${size}px;height:${size}px;padding:0;border:0;border-radius:${size}px;background:${colours.fill};color:${colours.text};cursor:pointer;box-shadow:0 4px 16px rgba(0,0,0,.25);display:flex;align-items:center;justify-content:center}
.l:hover{background:${colours.hover}}
.l:focus-visible{outline:3px solid #1d4ed8;outline-offset:3px}
.l svg{width:50%;height:50%}
.pill{width:${px(config.popover_text_width)};height:${px(config.popover_text_height ?? size)};padding:0 ${size / 3}px}
.v{writing-mode:vertical-rl;width:${px(config.popover_text_width ?? size)};height:${px(config.popover_text_height)};padding:${size / 3}px 0}
.tab{top:50%;bottom:auto;${side}:0;width:auto;height:auto;padding:14px 10px;border-radius:${tabRadius};writing-mode:vertical-rl;transform:translateY(-50%)}
.f{position:fixed;${side}:${x};bottom:${frameBottom}px;z-index:2147483647;width:${width};max-width:calc(100vw - ${margin * 2}px);height:${WIDGET_DEFAULTS.initialHeight}px;border-radius:${radius}px;background:#fff;box-shadow:0 12px 32px rgba(0,0,0,.3);overflow:hidden}
.modal{top:50%;bottom:auto;${side}:50%;transform:translate(${rtl ? '-' : ''}50%,-50%)}
.full{inset:0;width:auto;max-width:none;height:auto!important;border-radius:0;transform:none}
iframe{width:100%;height:100%;border:0;display:block}
.o{position:fixed;inset:0;z-index:2147483645;background:rgba(0,0,0,.45)}`;
}
