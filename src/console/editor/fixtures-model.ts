import { createEffect, createEvent, createStore, sample } from 'effector';
import type { ApiClient } from '../api/client';
import { ApiFailure, expectOk } from '../api/api-failure';
import type { Fixture } from '../../types/schemas';
import type { FlowFixture } from './preview/draft-fixtures';

interface Change {
  before: readonly FlowFixture[];
  after: readonly FlowFixture[];
}

/**
 * The flow's recorded tests as the server keeps them (GET/PUT/DELETE /v1/manage/flows/:id/fixtures). The preview
 * hands over the whole new list on each add, rename or delete; the list shows at once and the difference is sent
 * test by test. A refused or failed write reloads the server's list (what publishing will run) and says why.
 */
export function createFixturesModel(api: ApiClient, flowId: string) {
  const opened = createEvent();
  const changed = createEvent<readonly FlowFixture[]>();

  const loadFx = createEffect<void, FlowFixture[], ApiFailure>(async () => {
    const list = await expectOk(api.GET('/v1/manage/flows/{id}/fixtures', { params: { path: { id: flowId } } }));
    return list.map((stored) => ({ id: stored.id, document: { ...(stored.fixture as Fixture), name: stored.name } }));
  });
  const syncFx = createEffect<Change, void, ApiFailure>(async ({ before, after }) => {
    const earlier = new Map(before.map((fixture) => [fixture.id, fixture.document]));
    for (const fixture of after) {
      if (earlier.get(fixture.id) === fixture.document) continue;
      const path = { id: flowId, fixtureId: fixture.id };
      await expectOk(api.PUT('/v1/manage/flows/{id}/fixtures/{fixtureId}', { params: { path }, body: fixture.document as never }));
    }
    const kept = new Set(after.map((fixture) => fixture.id));
    for (const { id } of before) {
      if (!kept.has(id)) await expectOk(api.DELETE('/v1/manage/flows/{id}/fixtures/{fixtureId}', { params: { path: { id: flowId, fixtureId: id } } }));
    }
  });

  const $fixtures = createStore<readonly FlowFixture[]>([]).on(loadFx.doneData, (_, list) => list);
  // The list before and after a change, taken before the store moves on, so the writes know what differs.
  const compared = sample({ clock: changed, source: $fixtures, fn: (before, after): Change => ({ before, after }) });
  $fixtures.on(compared, (_, { after }) => after);
  const $failure = createStore<ApiFailure | null>(null)
    .on([loadFx.failData, syncFx.failData], (_, failure) => failure)
    .reset([opened, changed]);

  sample({ clock: opened, target: loadFx });
  sample({ clock: compared, target: syncFx });
  sample({ clock: syncFx.fail, target: loadFx });

  return { opened, changed, $fixtures, $failure };
}

export type FixturesModel = ReturnType<typeof createFixturesModel>;
