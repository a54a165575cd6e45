/** What the loader remembers per widget in the host page's localStorage (`canvass:<code>`). */
export interface WidgetMemory {
  displayedBefore?: boolean;
  /** When the current display-once period began: the widget's first opening in it (ms). */
  firstNow?: number;
  /** When this browser last sent a feedback through the widget (ms), for the multiple-feedback period. */
  lastFeedbackAt?: number;
  /** What the frame could not store itself (CV_KEEP, issue #16), handed to the next frame in CV_INIT. */
  kept?: Record<string, unknown>;
  /** A feedback in `kept` waits to be sent: the next page loads the frame at once. */
  unsent?: boolean;
}

/** localStorage when the page may use it; otherwise (blocked cookies, private modes) a copy that lasts this page. */
export function widgetMemory(code: string) {
  const key = `canvass:${code}`;
  let fallback: WidgetMemory = {};
  return {
    read(): WidgetMemory {
      try {
        return (JSON.parse(localStorage.getItem(key) ?? '{}') as WidgetMemory | null) ?? {};
      } catch {
        return fallback;
      }
    },
    change(patch: WidgetMemory) {
      fallback = { ...this.read(), ...patch };
      try {
        localStorage.setItem(key, JSON.stringify(fallback));
      } catch {
        // Storage refused: the in-memory copy serves this page.
      }
    },
  };
}
