import { useEffect, useState } from 'react';
import type { PluginRegistry } from '../../../plugin-api/registry';
import type { Flow } from '../../../types/schemas';
import { runDraftFixture, type DraftFixtureResult, type FlowFixture } from './draft-fixtures';

/**
 * The flow's tests replayed against the draft after each edit, one test a task: a replay checks and compiles the
 * whole flow (tens of milliseconds for 200 x 20), so the next keystroke and its preview never wait behind all of
 * them. An edit made meanwhile starts the round again; until a test's new result is in, its last one shows.
 */
export function useFixtureResults(fixtures: readonly FlowFixture[], flow: Flow, registry: PluginRegistry): ReadonlyMap<string, DraftFixtureResult> {
  const [results, setResults] = useState<ReadonlyMap<string, DraftFixtureResult>>(new Map());
  useEffect(() => {
    const queue = [...fixtures];
    let timer: ReturnType<typeof setTimeout> | undefined;
    const runNext = () => {
      const fixture = queue.shift();
      if (!fixture) return;
      const result = runDraftFixture(fixture.document, flow, registry);
      setResults((current) => {
        const next = new Map([...current].filter(([id]) => fixtures.some((f) => f.id === id)));
        return next.set(fixture.id, result);
      });
      timer = setTimeout(runNext, 0);
    };
    timer = setTimeout(runNext, 0);
    return () => clearTimeout(timer);
  }, [fixtures, flow, registry]);
  return results;
}
