import { createEffect, createEvent, createStore, sample } from 'effector';
import { parseRoute, type ConsoleLocation } from './routes';

/** What the router needs of the browser: its address and history (jsdom's in tests). */
export interface BrowserHistory {
  /** `replace` loads another page of the site in place of this one (the agent console after sign-in). */
  location: ConsoleLocation & Pick<Location, 'replace'>;
  history: Pick<History, 'pushState' | 'replaceState'>;
  addEventListener(type: 'popstate', listener: () => void): void;
}

/**
 * Client-side routing by pathname: links push a history entry, redirects replace one, Back and Forward come in as
 * popstate. The server answers every /console/ address with the same page, so any of them can be reloaded.
 */
export function createRouter(browser: BrowserHistory = window) {
  const read = (): ConsoleLocation => ({ pathname: browser.location.pathname, search: browser.location.search });
  const navigated = createEvent<string>();
  const redirected = createEvent<string>();
  /** To a page outside the console: loaded in full, replacing this entry as a redirect does. */
  const left = createEvent<string>();
  const locationChanged = createEvent<ConsoleLocation>();

  const pushFx = createEffect((url: string) => {
    browser.history.pushState(null, '', url);
    return read();
  });
  const replaceFx = createEffect((url: string) => {
    browser.history.replaceState(null, '', url);
    return read();
  });

  const $location = createStore<ConsoleLocation>(read())
    .on([pushFx.doneData, replaceFx.doneData, locationChanged], (_, location) => location);
  const $route = $location.map(parseRoute);
  /** How many times a person moved within the console: screens move focus to their heading after a move, not on load. */
  const $moves = createStore(0).on([pushFx.done, locationChanged], (count) => count + 1);

  sample({ clock: navigated, target: pushFx });
  sample({ clock: redirected, target: replaceFx });
  sample({ clock: left, target: createEffect((url: string) => browser.location.replace(url)) });
  browser.addEventListener('popstate', () => locationChanged(read()));

  return { navigated, redirected, left, $location, $route, $moves };
}

export type Router = ReturnType<typeof createRouter>;
