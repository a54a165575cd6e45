import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { allSettled, fork } from 'effector';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createApiClient } from '../api/client';
import type { Fixture } from '../../types/schemas';
import { createFixturesModel } from './fixtures-model';

const api = (path: string) => `http://canvass.test${path}`;

const doc = (name: string): Fixture => ({ name, flow: {}, steps: [] }) as unknown as Fixture;
const stored = (id: string, name: string) => ({ id, name, fixture: doc(name), created_at: '2026-11-26T07:00:00Z', updated_at: '2026-11-26T07:00:00Z', result: { passed: true, problems: [] } });

let kept: ReturnType<typeof stored>[] = [];
let refusePut = false;
const calls: string[] = [];
const server = setupServer(
  http.get(api('/v1/manage/flows/:id/fixtures'), () => HttpResponse.json(kept)),
  http.put(api('/v1/manage/flows/:id/fixtures/:fixtureId'), async ({ params, request }) => {
    calls.push(`PUT ${String(params.fixtureId)}`);
    if (refusePut) return HttpResponse.json({ error: 'conflict', message: 'A flow keeps at most 100 tests' }, { status: 409 });
    const body = (await request.json()) as Fixture;
    const saved = stored(String(params.fixtureId), body.name ?? '');
    kept = [...kept.filter((one) => one.id !== saved.id), saved];
    return HttpResponse.json(saved, { status: 201 });
  }),
  http.delete(api('/v1/manage/flows/:id/fixtures/:fixtureId'), ({ params }) => {
    calls.push(`DELETE ${String(params.fixtureId)}`);
    kept = kept.filter((one) => one.id !== params.fixtureId);
    return new HttpResponse(null, { status: 204 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  kept = [stored('a', 'Promoter path')];
  refusePut = false;
  calls.length = 0;
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('the flow\'s tests as the editor keeps them', () => {
  const setUp = async () => {
    const model = createFixturesModel(createApiClient({ baseUrl: api('') }), 'demo-flow');
    const scope = fork();
    await allSettled(model.opened, { scope });
    return { model, scope };
  };

  it('loads the stored tests, sends only what changed (a new one, a rename), and deletes a removed one', async () => {
    const { model, scope } = await setUp();
    const loaded = scope.getState(model.$fixtures);
    expect(loaded.map((fixture) => [fixture.id, fixture.document.name])).toEqual([['a', 'Promoter path']]);

    await allSettled(model.changed, { scope, params: [...loaded, { id: 'b', document: doc('Detractor path') }] });
    expect(calls).toEqual(['PUT b']);
    const [first, second] = scope.getState(model.$fixtures);
    await allSettled(model.changed, { scope, params: [{ ...first!, document: { ...first!.document, name: 'Promoters' } }, second!] });
    expect(calls).toEqual(['PUT b', 'PUT a']);
    await allSettled(model.changed, { scope, params: scope.getState(model.$fixtures).slice(1) });
    expect(calls).toEqual(['PUT b', 'PUT a', 'DELETE a']);
    expect(kept.map((one) => [one.id, one.name])).toEqual([['b', 'Detractor path']]);
    expect(scope.getState(model.$failure)).toBeNull();
  });

  it('a refused save says why and shows what the server keeps, not the test it refused', async () => {
    const { model, scope } = await setUp();
    refusePut = true;
    await allSettled(model.changed, { scope, params: [...scope.getState(model.$fixtures), { id: 'c', document: doc('One too many') }] });
    expect(scope.getState(model.$failure)?.message).toMatch(/at most 100 tests/);
    expect(scope.getState(model.$fixtures).map((fixture) => fixture.id)).toEqual(['a']);
  });
});
