import type { FlowModel } from '../flow/model';
import { viewsOf } from '../flow/screens/plugin-views';
import { setInterfaceLanguage } from '../i18n/i18n';
import { languageTag } from '../lib/language-tag';
import type { PluginRegistry } from '../plugin-api/registry';

/** Marks the root of a page whose first state the server drew (server/routes/pages.ts). */
const DRAWN_FIRST_STATE = 'data-first-state';

export const hasDrawnFirstState = (root: HTMLElement): boolean => root.hasAttribute(DRAWN_FIRST_STATE);

/** Resolves once the model's load is over: a runtime to show, or a failure. */
function loadSettled(model: FlowModel): Promise<void> {
  return new Promise((resolve) => {
    let done = false;
    const subscription = model.$loading.watch((loading) => {
      if (done || loading || (model.$runtime.getState() === null && model.$failure.getState() === null)) return;
      done = true;
      queueMicrotask(() => subscription.unsubscribe());
      resolve();
    });
  });
}

/**
 * Gets a started flow to where its first render is the state the server drew: loaded, its language's strings here
 * and switched to, the state's question views loaded. Resolves whether that render is the drawn one, so React may
 * hydrate it: not when this device resumes a draft, has already answered a node that forbids another feedback, the
 * node brings its own stylesheet, or the load failed (the server draws only a node's fresh start). React then draws
 * the page itself, over the drawn markup, as before.
 */
export async function readyToHydrate(model: FlowModel, plugins: PluginRegistry): Promise<boolean> {
  await loadSettled(model);
  const runtime = model.$runtime.getState();
  const loaded = model.$loaded.getState();
  if (!runtime || !loaded || model.$failure.getState() || model.$resumed.getState() || loaded.repeatBlocked || loaded.stylesheet) return false;
  if (document.documentElement.lang !== languageTag(runtime.language.code)) return false;
  const views = viewsOf(plugins);
  const state = runtime.flow.states[runtime.visit.state]!;
  const styles = state.elements.flatMap((index) => runtime.flow.element(index).question?.source.style ?? []).filter(views.hasView);
  await Promise.all([setInterfaceLanguage(runtime.language.code), ...styles.map(views.loadView)]);
  return true;
}

/**
 * The taps client/early-taps.ts held on the drawn page before React listened, handed over once: from now on the page
 * is React's and nothing more is held.
 */
export function takeEarlyTaps(): Element[] {
  const early = (window as unknown as { canvassEarlyTaps?: { held: Element[]; listening: boolean } }).canvassEarlyTaps;
  if (!early) return [];
  early.listening = true;
  return early.held.splice(0);
}
