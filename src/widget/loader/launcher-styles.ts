import type { WidgetConfig } from '../../types/schemas';
import { WIDGET_DEFAULTS } from '../../lib/constants';

const px = (value: number | null | undefined, fallback: number) => `${value ?? fallback}px`;
const position = (value: number | null | undefined, type: string | null | undefined) => (value === null || value === undefined ? null : type === 'percent' ? `${value}%` : `${value}px`);

/** The widget's own CSS, inside its shadow root: the host page's CSS cannot reach it, nor it the page. */
export function launcherCss(config: WidgetConfig, rtl: boolean): string {
  const size = config.size ?? WIDGET_DEFAULTS.size;
  const margin = config.margin ?? WIDGET_DEFAULTS.margin;
  const side = rtl ? 'left' : 'right';
  const right = position(config.widget_right_position, config.widget_right_position_type) ?? `${margin}px`;
  const top = position(config.widget_top_position, config.widget_top_position_type);
  const vertical = top ? `top:${top};` : `bottom:${margin}px;`;
  const width = config.width_type === 'rate' ? `${config.width ?? WIDGET_DEFAULTS.frameWidthRatePercent}vw` : px(config.width, WIDGET_DEFAULTS.frameWidthPx);
  const primary = config.primary_color ?? WIDGET_DEFAULTS.primaryColor;
  const font = config.font_color ?? WIDGET_DEFAULTS.fontColor;
  const radius = config.radius ?? WIDGET_DEFAULTS.radius;
  return `
:host{all:initial}
*{box-sizing:border-box;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
.l{position:fixed;${side}:${right};${vertical}z-index:2147483000;min-width:${size}px;height:${size}px;border:0;border-radius:${Math.max(radius, size / 2)}px;background:${primary};color:${font};cursor:pointer;box-shadow:0 4px 16px rgba(0,0,0,.25);font-size:16px;font-weight:600;padding:0 ${size / 3}px;display:flex;align-items:center;justify-content:center;gap:8px}
.l svg{width:${size / 2}px;height:${size / 2}px}
.l.tab{top:50%;bottom:auto;${side}:0;height:auto;min-width:0;padding:12px 8px;border-radius:${radius}px 0 0 ${radius}px;writing-mode:vertical-rl;transform:translateY(-50%)}
.l:focus-visible{outline:3px solid #1d4ed8;outline-offset:3px}
.l[hidden]{display:none}
.f{position:fixed;${side}:${right};bottom:${margin * 2 + size}px;z-index:2147483001;width:${width};max-width:calc(100vw - ${margin * 2}px);height:${WIDGET_DEFAULTS.initialHeight}px;min-height:${WIDGET_DEFAULTS.minContentHeight}px;border:0;border-radius:${Math.max(radius, 8)}px;background:#fff;box-shadow:0 12px 32px rgba(0,0,0,.3);overflow:hidden;display:none}
.f.open{display:block}
.f.modal{top:50%;bottom:auto;${side}:50%;transform:translate(${rtl ? '-' : ''}50%,-50%)}
.f.full{inset:0;width:100vw;max-width:none;height:100vh!important;border-radius:0}
.f iframe{width:100%;height:100%;border:0;display:block}
.o{position:fixed;inset:0;background:rgba(0,0,0,.45);z-index:2147482999;display:none}
.o.open{display:block}
@media (prefers-reduced-motion:no-preference){.f.open{animation:e .25s ease-out}@keyframes e{from{opacity:0;transform:translateY(8px)}}}
`;
}
