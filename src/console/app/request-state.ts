import { createEffect, createEvent, createStore, sample, type Effect } from 'effector';
import type { ApiFailure } from '../api/api-failure';

/** The last failure of an effect, cleared when it runs again. */
export function failureOf<P, D>(fx: Effect<P, D, ApiFailure>) {
  return createStore<ApiFailure | null>(null).on(fx.failData, (_, failure) => failure).reset(fx);
}

/**
 * Data a screen loads when it opens (and again after a change): the data, whether it is loading, and why it
 * failed. A 403 is kept as a failure for the screen to say "no access"; a 401 is the session's business.
 */
export function createResource<T>(load: () => Promise<T>) {
  const opened = createEvent();
  const reloaded = createEvent();
  const loadFx = createEffect<void, T, ApiFailure>(load);
  const $data = createStore<T | null>(null).on(loadFx.doneData, (_, data) => data).reset(opened);
  const $failure = failureOf(loadFx);
  sample({ clock: [opened, reloaded], target: loadFx });
  return { opened, reloaded, loadFx, $data, $failure, $pending: loadFx.pending };
}
