import { runFixture } from '../../../fixtures/run-fixture';
import type { PluginRegistry } from '../../../plugin-api/registry';
import type { Fixture, FixtureStep, Flow } from '../../../types/schemas';

/** One of the flow's tests as the editor holds it: the id the server stores it under, and the document. */
export interface FlowFixture {
  id: string;
  document: Fixture;
}

/**
 * Where a test failed: at a step (1-based), at the end (the payload), or before it ran (the draft does not pass
 * the flow checks); with the runner's lines of what was wrong.
 */
export interface DraftFixtureResult {
  passed: boolean;
  failedAt?: { kind: 'step'; number: number; step: FixtureStep } | { kind: 'end' } | { kind: 'flow' };
  details: string[];
}

/**
 * An id for a new test, made in the browser (the shell PUTs it under this id). Not crypto.randomUUID: that exists
 * only in secure contexts, and a self-hosted console may be opened over plain HTTP on a private network.
 */
export function newFixtureId(): string {
  return [...crypto.getRandomValues(new Uint8Array(16))].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

const STEP_PREFIX = /^step (\d+) \([^)]*\): /;

/**
 * Replays a recorded test against the current draft rather than the flow it was recorded on: the test is a path
 * through the flow, the draft is what publishing would ship. The fixture runner is pure (engine + precompiled
 * validators), so it runs here in the browser exactly as `npm run fixtures` and the publish check run it.
 */
export function runDraftFixture(fixture: Fixture, flow: Flow, registry: PluginRegistry): DraftFixtureResult {
  const result = runFixture({ ...fixture, flow }, registry);
  if (result.passed) return { passed: true, details: [] };
  const first = STEP_PREFIX.exec(result.failures[0] ?? '');
  if (!first) {
    const kind = result.failures.some((line) => line.startsWith('invalid flow:')) ? 'flow' : 'end';
    return { passed: false, failedAt: { kind }, details: result.failures };
  }
  const number = Number(first[1]);
  return {
    passed: false,
    failedAt: { kind: 'step', number, step: fixture.steps![number - 1]! },
    details: result.failures.filter((line) => line.startsWith(`step ${number} `)).map((line) => line.replace(STEP_PREFIX, '')),
  };
}
