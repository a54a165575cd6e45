export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface PopupFit {
  /** Pixels to shift the popup sideways so it stays within the bounds. */
  shiftX: number;
  /** Open below or above the button: the preferred side unless the other has more room for it. */
  placement: 'down' | 'up';
  /** The most height the popup may take on that side (it scrolls past that). */
  maxHeight: number;
}

const GAP = 4;

/**
 * Where a dropdown goes so it stays on screen (issue #16: the language list opened off the phone's edge and past
 * the column): shifted sideways into `bounds` (the viewport, narrowed to the page column or the widget frame),
 * flipped up or down to the side with room, and no taller than that side allows.
 */
export function fitPopup(anchor: Box, popup: Box, bounds: Box, preferred: 'down' | 'up'): PopupFit {
  const width = popup.right - popup.left;
  const height = popup.bottom - popup.top;
  let shiftX = 0;
  if (width >= bounds.right - bounds.left) shiftX = bounds.left - popup.left;
  else if (popup.left < bounds.left) shiftX = bounds.left - popup.left;
  else if (popup.right > bounds.right) shiftX = bounds.right - popup.right;
  const below = bounds.bottom - anchor.bottom - GAP;
  const above = anchor.top - bounds.top - GAP;
  const fits = (room: number) => room >= height;
  const placement = preferred === 'down' ? (fits(below) || below >= above ? 'down' : 'up') : fits(above) || above >= below ? 'up' : 'down';
  return { shiftX: Math.round(shiftX), placement, maxHeight: Math.max(0, Math.floor(placement === 'down' ? below : above)) };
}

/** The viewport, narrowed to `container`'s sides when it is given (the page column or the widget frame). */
export function popupBounds(container: Element | null): Box {
  const viewport = { left: 0, top: 0, right: document.documentElement.clientWidth, bottom: window.innerHeight };
  if (!container) return viewport;
  const rect = container.getBoundingClientRect();
  return { left: Math.max(viewport.left, rect.left), top: viewport.top, right: Math.min(viewport.right, rect.right), bottom: viewport.bottom };
}
