import type { ServedWidgetConfig } from './settings';
import { WIDGET_DEFAULTS } from '../../lib/constants';

const ICON = '<svg viewBox="0 0 24 24" aria-hidden="true"><path fill="currentColor" d="M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H9l-5 4v-4H4a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z"/></svg>';

export interface ViewOptions {
  code: string;
  origin: string;
  rtl: boolean;
  /** The iframe's document has loaded (its own load event): the loader then expects CV_READY. */
  onFrameLoad(): void;
}

/**
 * Draws the widget in a shadow root at the end of the body: the launcher (SPEC 2.4: an icon or the popover text in
 * plain mode, a side tab with the toggle text in modal mode), the frame container and, in modal mode, the overlay.
 * The iframe is created when the page is idle or on the first opening, and kept afterwards.
 */
export function drawWidget(config: ServedWidgetConfig, { code, origin, rtl, onFrameLoad }: ViewOptions) {
  const margin = config.margin ?? WIDGET_DEFAULTS.margin;
  const reserved = 2 * margin + (config.size ?? WIDGET_DEFAULTS.size);
  const host = document.createElement('canvass-widget');
  host.setAttribute('data-canvass-widget', code);
  const root = host.attachShadow({ mode: 'open' });
  root.innerHTML = `<style>${config.launcher_css?.[rtl ? 'rtl' : 'ltr'] ?? ''}</style><div class="o" hidden></div><div class="f${config.modal_mode ? ' modal' : ''}" id="f" hidden></div><button type="button" aria-controls="f" aria-expanded="false"></button>`;
  const [overlay, container, launcher] = [...root.children].slice(1) as [HTMLElement, HTMLElement, HTMLButtonElement];

  const name = config.launcher_label || 'Feedback';
  const text = config.launcher_text || (config.modal_mode ? name : '');
  launcher.className = `l${config.modal_mode ? ' tab' : text ? (config.popover_text_vertical ? ' v' : ' pill') : ''}`;
  if (text) launcher.textContent = text;
  else {
    launcher.innerHTML = ICON;
    launcher.setAttribute('aria-label', name);
  }
  document.body.appendChild(host);

  let iframe: HTMLIFrameElement | null = null;
  let height: number = WIDGET_DEFAULTS.initialHeight;

  /** SPEC 9 frame height: the requested height within [250, min(600, window height − reserved space)]. */
  function setHeight(requested = height) {
    if (!Number.isFinite(requested)) return;
    height = requested;
    const max = Math.min(WIDGET_DEFAULTS.maxHeight, innerHeight - reserved);
    container.style.height = `${Math.max(WIDGET_DEFAULTS.minContentHeight, Math.min(max, requested))}px`;
  }

  /**
   * Creates the frame (once). Until the widget opens its container is hidden (display: none): out of the tab order
   * and the accessibility tree, and, fixed in a shadow root, it moves nothing on the host page. `prepared`: loaded
   * before any opening (issue #21), which the frame's address says so that its web vitals count from the opening.
   */
  function load(prepared = false) {
    if (iframe) return;
    const frame = (iframe = container.appendChild(document.createElement('iframe')));
    frame.addEventListener('load', () => frame === iframe && onFrameLoad(), { once: true });
    iframe.title = name;
    iframe.allow = 'clipboard-write';
    // A host page opened with ?debug opens the frame with it, which then prints its colour advice (issue #16).
    const debug = new URLSearchParams(location.search).has('debug') ? '&debug' : '';
    iframe.src = `${origin}/widget?code=${encodeURIComponent(code)}&host_origin=${encodeURIComponent(location.origin)}${debug}${prepared ? '&prepared' : ''}`;
  }

  return {
    host,
    root,
    launcher,
    overlay,
    container,
    /** The frame's window once it exists: the only source whose messages count. */
    frameWindow: () => iframe?.contentWindow ?? null,
    setHeight,
    load,
    drop() {
      iframe?.remove();
      iframe = null;
    },
    setOpen(open: boolean) {
      if (open) load();
      container.hidden = !open;
      overlay.hidden = !open || !config.modal_mode;
      // Narrow screens: the whole viewport for the frame when the widget asks for it.
      container.classList.toggle('full', open && config.full_page_on_mobile === true && innerWidth < 480);
      launcher.setAttribute('aria-expanded', String(open));
      if (open) {
        setHeight();
        iframe!.focus();
      }
    },
  };
}
