import type { WidgetConfig } from '../../types/schemas';
import { isExitIntent } from '../../lib/exit-intent';

/**
 * SPEC 4.6 exit intent, from a mouseout: the pointer left the page (no element took it) through the top, that is
 * with the top edge the nearest one. isExitIntent adds the 50 px rules and the form-control exception.
 */
function leftWithExitIntent(event: MouseEvent): boolean {
  const { clientX: x, clientY: y } = event;
  // clientWidth leaves the scrollbar out; it is 0 where there is no layout.
  const width = document.documentElement.clientWidth || innerWidth;
  return !event.relatedTarget && isExitIntent({
    clientX: x,
    clientY: y,
    viewportWidth: width,
    leftThroughTop: y <= Math.min(x, width - x, innerHeight - y),
    targetTagName: (event.target as Element | null)?.tagName,
  });
}

/** SPEC 4.6: tries to open the widget after display_interval seconds, and on exit intent when display_on_exit is set. */
export function watchAutoOpen(config: WidgetConfig, open: () => void, signal: AbortSignal): void {
  if (config.display_interval != null) {
    const timer = setTimeout(open, config.display_interval * 1000);
    signal.addEventListener('abort', () => clearTimeout(timer));
  }
  if (config.display_on_exit) {
    document.addEventListener('mouseout', (event) => leftWithExitIntent(event) && open(), { signal });
  }
}
