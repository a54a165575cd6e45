import type { WidgetConfig } from '../../types/schemas';
import type { CustomAttributes } from '../../lib/base64-attributes';
import type { InitMessage } from '../protocol';
import type { LauncherColors } from '../../lib/widget-css';
import type { CanvassGlobal } from './stub';

/**
 * The configuration as GET /v1/web_widgets/code/{code} serves it: the stored one plus the launcher's name in the
 * widget language, its colours made readable (src/lib/theme.ts) and the widget's CSS for left-to-right and
 * right-to-left pages (src/lib/widget-css.ts), worked out by the server so the loader stays small.
 */
export type ServedWidgetConfig = WidgetConfig & {
  launcher_label?: string;
  launcher_colors?: LauncherColors;
  launcher_css?: { ltr: string; rtl: string };
  /** The popover or modal toggle text in the widget language (src/lib/launcher-text.ts); '' or absent: the icon. */
  launcher_text?: string;
};

/** `window.CanvassSettings`, set by the host page before the snippet (see loader.ts). */

export interface CanvassSettings {
  customer?: InitMessage['customer'];
  customAttributes?: CustomAttributes;
  language?: string;
  /** The widget's token when it runs in secure mode. */
  securityToken?: string;
  /**
   * false: no frame is prepared while the page is idle; it loads when the visitor presses the launcher (its click
   * follows) or the widget opens. By default it is prepared hidden once the page is idle, so the first question
   * shows at once (not on save-data or 2G connections; issue #21).
   */
  prewarm?: boolean;
}

export type HostEvent = { type: string } & Record<string, unknown>;
export type HostListener = (event: HostEvent) => void;

/** `window.Canvass`: what the host page's own code can do with the widget (README "Embedding the widget"). */
export interface CanvassApi {
  /** Opens the widget, within the display-once period only posting PSN_WIDGET_DISPLAYED_BEFORE (SPEC 4.6). */
  open(): void;
  close(): void;
  /** Undoes hide(). */
  show(): void;
  /** Closes the widget and hides the launcher until show(). */
  hide(): void;
  setCustomer(customer: CanvassSettings['customer']): void;
  setCustomAttributes(attributes: CustomAttributes): void;
  /** Listens to one event type, or '*' for all; returns the function that stops listening. */
  on(type: string, listener: HostListener): () => void;
  /** Removes the widget and everything it listens to. */
  destroy(): void;
}

declare global {
  interface Window {
    CanvassSettings?: CanvassSettings;
    Canvass?: CanvassGlobal;
  }
}
