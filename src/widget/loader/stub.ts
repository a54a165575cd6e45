import type { CanvassApi } from './settings';

/**
 * `window.Canvass` before and after the loader (issue #16): the snippet's stub queues calls (`Canvass('open')` in
 * `Canvass.q`) and holds `Canvass.ready` with its resolver `Canvass.r`; the loader replaces it with a callable API,
 * replays the queue in order, resolves `ready` with whether a widget is on the page and fires `canvass:ready`.
 */
export type CanvassGlobal = CanvassApi & ((method: keyof CanvassApi, ...args: unknown[]) => unknown) & {
  q?: ArrayLike<unknown>[];
  ready: Promise<boolean>;
  r?: (shown: boolean) => void;
  /** Set on the loader's API (not the stub), so a snippet pasted twice draws one widget. */
  loaded?: boolean;
};


const NAMES = ['open', 'close', 'show', 'hide', 'setCustomer', 'setCustomAttributes', 'on', 'destroy'];

/** A widget already serves this page. */
export const widgetLoaded = () => !!window.Canvass?.loaded;

/**
 * Publishes the widget's API as window.Canvass, or, when no widget shows (refused domain, bad code, load failure),
 * one that stays callable and does nothing, saying so once on the console.
 */
export function publish(api: CanvassApi | null): void {
  const stub = window.Canvass;
  if (stub?.loaded) return;
  let warned = false;
  // Without a widget every method is `nothing`; `on` returns it as the stop function.
  const nothing = () => (warned ||= (console.warn('Canvass: no widget, calls do nothing'), true), nothing);
  const target = api ?? (Object.fromEntries(NAMES.map((name) => [name, nothing])) as unknown as CanvassApi);
  const canvass = Object.assign((method: keyof CanvassApi, ...args: unknown[]) => (target[method] as (...a: unknown[]) => unknown)?.(...args), target, {
    ready: stub?.ready ?? Promise.resolve(!!api),
    loaded: !!api,
  }) as CanvassGlobal;
  window.Canvass = canvass;
  for (const call of stub?.q ?? []) canvass(...(Array.from(call) as [keyof CanvassApi]));
  stub?.r?.(!!api);
  dispatchEvent(new CustomEvent('canvass:ready', { detail: { shown: !!api } }));
}
