import { useEffect, useReducer, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { loadChunk } from '../../observability/chunk-load';
import { Spinner } from '../../ui/Spinner';

export interface LazyScreen<P> {
  (props: P): React.JSX.Element;
  /** Starts fetching the screen's chunk (once; a failed fetch is forgotten, so a later call tries again). */
  preload(): Promise<ComponentType<P>>;
}

/**
 * A console screen in a chunk of its own, rendered without React.lazy and Suspense. React 19 holds content that
 * replaces a Suspense fallback until 300 ms after the fallback showed (its reveal throttle), so a lazy screen opened
 * no sooner than that even when its chunk had been preloaded with the page: a cold open of the editor sat idle for
 * ~250 ms of its ~900 (bench:editor, issue #18). Here the screen shows a spinner until its module is here, then renders
 * it as a plain component, in the same commit as anything else that is ready. The respondent's question views do the
 * same for the same reason (flow/screens/plugin-views.ts).
 *
 * A chunk that did not load (the network, or a deployment that removed it) gives up after SPEC 9's 120 s like every
 * chunk (loadChunk) and leaves a message with a retry in the screen's place: the rest of the console stays usable.
 */
export function lazyScreen<P extends object>(chunkId: string, load: () => Promise<{ default: ComponentType<P> }>, spinnerSize?: number): LazyScreen<P> {
  let loaded: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;

  function preload(): Promise<ComponentType<P>> {
    if (!pending) {
      pending = loadChunk(chunkId, load).then((module) => (loaded = module.default));
      pending.catch(() => (pending = undefined));
    }
    return pending;
  }

  function Screen(props: P) {
    const { t } = useTranslation('console');
    const [attempt, retry] = useReducer((count: number) => count + 1, 0);
    const [, arrived] = useReducer((count: number) => count + 1, 0);
    const [failed, setFailed] = useState(false);
    useEffect(() => {
      if (loaded) return;
      let live = true;
      setFailed(false);
      preload().then(
        () => live && arrived(),
        (error: unknown) => {
          console.error(`the console's ${chunkId} screen did not load`, error);
          if (live) setFailed(true);
        },
      );
      return () => void (live = false);
    }, [attempt]);
    const Component = loaded;
    if (Component) return <Component {...props} />;
    if (!failed) return <Spinner size={spinnerSize} />;
    return (
      <div role="alert" className="cv-console-notice">
        <p>{t('lazyScreen.failed')}</p>
        <button type="button" className="cv-button" onClick={retry}>{t('common.retry')}</button>
      </div>
    );
  }

  return Object.assign(Screen, { preload });
}
