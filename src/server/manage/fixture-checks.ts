import type { Fixture, Flow } from '../../types/schemas';
import type { PluginRegistry } from '../../plugin-api/registry';
import { runFixture, type FixtureResult } from '../../fixtures/run-fixture';
import { ApiError } from '../api-error';
import type { StoredFixture } from '../storage/flow-fixture-repository';

/** The fixture as `npm run fixtures` runs it: always against the flow's draft, whatever flow it was recorded with. */
export const againstDraft = (fixture: Fixture, draft: Flow): Fixture => {
  const { version: _version, ...flow } = draft;
  return { ...fixture, flow };
};

/** A fixture's run against the draft, through the engine with the server's own plugin registry. */
export function fixtureResult(stored: StoredFixture, draft: Flow, plugins: PluginRegistry): Pick<FixtureResult, 'passed' | 'problems'> {
  const { passed, problems } = runFixture(againstDraft(stored.fixture, draft), plugins);
  return { passed, problems };
}

/**
 * Publishing refuses a draft any of its fixtures fails on (issue #18): 422 `fixture_failed`, the body's `failures`
 * naming each failing fixture with its failing step, what was expected and what happened.
 */
export function refuseFailingFixtures(fixtures: readonly StoredFixture[], draft: Flow, plugins: PluginRegistry): void {
  const failures = fixtures
    .map((stored) => ({ stored, result: fixtureResult(stored, draft, plugins) }))
    .filter(({ result }) => !result.passed)
    .map(({ stored, result }) => ({ fixture_id: stored.id, name: stored.name, problems: result.problems }));
  if (failures.length === 0) return;
  const first = failures[0]!;
  const problem = first.problems[0]!;
  const where = problem.step === null ? '' : ` at step ${problem.step} (${problem.action})`;
  const error = new ApiError(422, 'fixture_failed', `${failures.length} fixture(s) fail against the draft; "${first.name}"${where}: ${problem.message}`);
  error.failures = failures;
  throw error;
}
