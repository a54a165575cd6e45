import type { PageQuery } from './find-element';

/** The keys the journeys press; each engine's driver maps them to its own names or WebDriver code points. */
export type Key = 'Tab' | 'Shift+Tab' | 'Enter' | 'Space' | 'Escape' | 'ArrowRight' | 'ArrowLeft' | 'ArrowDown' | 'ArrowUp' | 'Backspace';

/**
 * One document in an engine's page: the top one, or the iframe a CSS selector names in it (the widget's frame on
 * another origin). Functions passed in run in the page and are serialised, so they use only their argument.
 */
export interface Surface {
  evaluate<R, A>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R>;
  /** Clicks with the engine's pointer the element `findElement(query)` gives; false when there is none yet. */
  click(query: PageQuery): Promise<boolean>;
}

/** What each engine's driver does for one page (one fresh profile); everything else is built on it in page.ts. */
export interface Driver {
  top: Surface;
  frame(selector: string): Surface;
  goto(url: string): Promise<void>;
  reload(): Promise<void>;
  /** A key pressed where focus is, in whichever frame holds it. */
  press(key: Key): Promise<void>;
  /** Text typed key by key where focus is. */
  type(text: string): Promise<void>;
  /** The layout viewport's size in CSS pixels. */
  setViewport(width: number, height: number): Promise<void>;
  screenshot(path: string): Promise<void>;
  /** Takes the page off the network and back; absent where the engine's driver cannot (see webkit.ts). */
  setOffline?: (offline: boolean) => Promise<void>;
  close(): Promise<void>;
}

export interface PageOptions {
  width: number;
  height: number;
}

/** A launched engine: pages with fresh profiles, then closed. */
export interface Browser {
  newPage(options: PageOptions): Promise<Driver>;
  close(): Promise<void>;
}
