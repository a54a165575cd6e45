import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { plugins } from '../../plugins';
import type { Flow, NodeConfig } from '../types/schemas';
import type { Api } from '../net/api';
import { RequestError } from '../net/request';
import { createStore, STORE_KEYS } from '../storage/local-store';
import { validateFlow } from '../schema/validate';
import { formatProblem } from '../engine/flow-problem';
import { createFlowModel, type FlowDeps } from './model';
import { UNTHEMED, type PageTheme } from '../lib/page-theme';
import { createSubmitQueue } from './submit-queue';
import { readFlowParams } from './flow-params';

const FLOW: Flow = {
  id: 'f1',
  languages: [{ id: 1, code: 'en' }, { id: 2, code: 'tr' }],
  allowSavingIncompleteSurvey: true,
  states: [
    { id: 's1', elements: [
      { id: 'e1', type: 'question', question: { id: 'q1', style: 'radio', isRequired: true, options: [{ id: 'a', key: 'a' }, { id: 'b', key: 'b' }] } },
      { id: 'e2', type: 'question', question: { id: 'q2', style: 'text' } },
      { id: 'n1', type: 'next_page' },
    ], nextStateId: 'thanks' },
    { id: 'talk', style: 'chat', elements: [] },
    { id: 'thanks', style: 'thank', elements: [] },
  ],
  transitions: [{ fromStateId: 's1', toStateId: 'talk', rules: [{ elementId: 'e1', optionIds: ['b'] }] }],
};
const NODE: NodeConfig = { id: 'n1', name: 'Node', flow: FLOW, default_language_id: 2 };

function setup(options: { validate?: (flow: unknown) => Promise<string[]>; report?: (error: unknown) => void; node?: NodeConfig; pageTheme?: FlowDeps['pageTheme']; store?: ReturnType<typeof createStore>; send?: (body: unknown, headers: Record<string, string>) => Promise<{ id: string; status: string; token?: string; continuation_token?: string }> } = {}) {
  const store = options.store ?? createStore(undefined);
  const sent: { body: unknown; headers: Record<string, string> }[] = [];
  const send = options.send ?? (async (body, headers) => (sent.push({ body, headers }), headers['X-COMPLETED'] === 'true' ? { id: 'fb-1', status: 'completed' } : { id: 'fb-1', status: 'incomplete', continuation_token: 'secret-1' }));
  const api = {
    node: vi.fn(async () => options.node ?? NODE),
    flow: vi.fn(async () => FLOW),
    customer: vi.fn(),
    stylesheet: vi.fn(),
    submitFeedback: vi.fn(send),
  } as unknown as Api;
  const posted: { type: string; delayMs: number }[] = [];
  const opened: string[] = [];
  const model = createFlowModel({
    api,
    store,
    queue: createSubmitQueue(api.submitFeedback as never, store),
    models: plugins,
    host: { post: (type, _data, delayMs = 0) => posted.push({ type, delayMs }) },
    clock: () => Date.parse('2026-03-02T10:00:00Z'),
    wait: async () => undefined,
    validate: options.validate ?? (async (flow) => {
      const result = validateFlow(flow, Object.keys(plugins));
      return result.ok ? [] : result.problems.map(formatProblem);
    }),
    report: options.report,
    pageTheme: options.pageTheme,
    deviceId: () => 'device-1',
    newKey: () => `key-${Math.random()}`,
    openChat: (id, token) => opened.push(`${id}:${token}`),
  });
  return { model, api, store, sent, posted, opened, scope: fork() };
}

const params = (search: string) => readFlowParams('feedback', { search, href: `https://example.com/feedback${search}` });

describe('flow model (SPEC 4.1-4.4 over the engine)', () => {
  it('loads the node, starts in the node default language and restores nothing on a first visit', async () => {
    const { model, scope } = setup();
    await allSettled(model.started, { scope, params: { params: params('?node_id=n1') } });
    expect(scope.getState(model.$failure)).toBeNull();
    expect(scope.getState(model.$runtime)?.language.code).toBe('tr');
  });

  it('a hosted page shows its flow with the node\'s theme already loaded, so it never repaints in it; the widget\'s has none', async () => {
    let release!: () => void;
    const theme: PageTheme = { stylesheet: ':root { --cv-primary: #123456; }', notes: [] };
    const pageTheme = vi.fn((node: NodeConfig) => new Promise<PageTheme>((resolve) => (release = () => resolve(node.id === 'n1' ? theme : UNTHEMED))));
    const hosted = setup({ pageTheme });
    const starting = allSettled(hosted.model.started, { scope: hosted.scope, params: { params: params('?node_id=n1') } });
    await vi.waitFor(() => expect(pageTheme).toHaveBeenCalledWith(NODE));
    expect(hosted.scope.getState(hosted.model.$runtime)).toBeNull();
    release();
    await starting;
    expect(hosted.scope.getState(hosted.model.$runtime)).not.toBeNull();
    expect(hosted.scope.getState(hosted.model.$loaded)?.theme).toBe(theme);
    const widget = setup();
    await allSettled(widget.model.started, { scope: widget.scope, params: { params: params('?node_id=n1') } });
    expect(widget.scope.getState(widget.model.$loaded)?.theme).toBeUndefined();
  });

  it('saves partial feedbacks as the respondent answers, then completes the same one', async () => {
    const { model, scope, sent, posted, store } = setup();
    await allSettled(model.started, { scope, params: { params: params('?node_id=n1&sdi=1&sci=2') } });
    await allSettled(model.answerGiven, { scope, params: { questionId: 'q1', value: ['a'] } });
    await new Promise((r) => setTimeout(r, 0));
    expect(sent[0]!.headers).toMatchObject({ 'X-COMPLETED': 'false', 'X-SDI': '1', 'X-SCI': '2' });
    await allSettled(model.nextPressed, { scope, params: 'button' });
    expect(sent[1]!.headers).toMatchObject({ 'X-COMPLETED': 'true', 'X-FID': 'fb-1', 'X-Continuation-Token': 'secret-1' });
    expect(sent[1]!.body).toMatchObject({ final_state_id: 'thanks', device_id: 'device-1', responses: [{ question_id: 'q1', option_id: 'a' }] });
    expect(scope.getState(model.$runtime)?.flow.stateId(scope.getState(model.$runtime)!.visit.state)).toBe('thanks');
    // SPEC 4.4: PSN_FEEDBACK_SUBMITTED 3000 ms after a thank-you state.
    expect(posted).toEqual([{ type: 'PSN_END_OF_FLOW', delayMs: 0 }, { type: 'PSN_FEEDBACK_SUBMITTED', delayMs: 3000 }]);
    expect(store.get(STORE_KEYS.flowDraft('f1'))).toBeUndefined();
  });

  it('refuses to move on without a required answer and counts the refusal for the screen', async () => {
    const { model, scope, sent } = setup();
    await allSettled(model.started, { scope, params: { params: params('?node_id=n1') } });
    await allSettled(model.nextPressed, { scope, params: 'button' });
    expect(scope.getState(model.$blockedCount)).toBe(1);
    expect(sent).toEqual([]);
  });

  it('keeps the answers in a draft, so a reload starts where the respondent was', async () => {
    const first = setup();
    await allSettled(first.model.started, { scope: first.scope, params: { params: params('?node_id=n1') } });
    await allSettled(first.model.answerGiven, { scope: first.scope, params: { questionId: 'q2', value: 'hello' } });
    const reloaded = setup({ store: first.store });
    await allSettled(reloaded.model.started, { scope: reloaded.scope, params: { params: params('?node_id=n1') } });
    const runtime = reloaded.scope.getState(reloaded.model.$runtime)!;
    const element = runtime.flow.questionElementOf('q2')!;
    expect(runtime.pages[element.stateIndex]![element.position]!.answer?.value).toBe('hello');
  });

  it('opens the chat 2 s after a feedback that ends in a chat-style state (SPEC 4.6)', async () => {
    const { model, scope, opened } = setup({ send: async () => ({ id: 'fb-7', status: 'completed', token: 'tok' }) });
    await allSettled(model.started, { scope, params: { params: params('?node_id=n1') } });
    await allSettled(model.answerGiven, { scope, params: { questionId: 'q1', value: ['b'] } });
    await allSettled(model.nextPressed, { scope, params: 'button' });
    await new Promise((r) => setTimeout(r, 0));
    expect(opened).toEqual(['fb-7:tok']);
  });

  it('shows the repeat-feedback message when the server answers 400 with code 13045', async () => {
    const { model, scope } = setup({ send: async (_b, headers) => {
      if (headers['X-COMPLETED'] === 'true') throw new RequestError('http', 400, { code: 13045 });
      return { id: 'fb-1', status: 'incomplete' };
    } });
    await allSettled(model.started, { scope, params: { params: params('?node_id=n1') } });
    await allSettled(model.answerGiven, { scope, params: { questionId: 'q1', value: ['a'] } });
    await allSettled(model.nextPressed, { scope, params: 'button' });
    expect(scope.getState(model.$submitProblem)).toEqual({ kind: 'repeat' });
    expect(scope.getState(model.$runtime)?.flow.stateId(scope.getState(model.$runtime)!.visit.state)).toBe('s1');
  });

  it('finishes the flow while offline and keeps the feedback for later (SPEC 4.4 Offline)', async () => {
    const { model, scope, store } = setup({ send: async () => { throw new RequestError('network', 0); } });
    await allSettled(model.started, { scope, params: { params: params('?node_id=n1') } });
    await allSettled(model.answerGiven, { scope, params: { questionId: 'q1', value: ['a'] } });
    await allSettled(model.nextPressed, { scope, params: 'button' });
    expect(scope.getState(model.$runtime)?.flow.stateId(scope.getState(model.$runtime)!.visit.state)).toBe('thanks');
    const queued = store.get<{ payload: { created_offline: boolean } }[]>(STORE_KEYS.feedbackQueue);
    expect(queued?.[0]?.payload.created_offline).toBe(true);
  });

  it('reports a missing node as not found and a missing node_id as missing parameters', async () => {
    const missing = setup();
    (missing.api.node as ReturnType<typeof vi.fn>).mockRejectedValue(new RequestError('http', 404));
    await allSettled(missing.model.started, { scope: missing.scope, params: { params: params('?node_id=zz') } });
    expect(missing.scope.getState(missing.model.$failure)).toEqual({ kind: 'not-found' });
    const none = setup();
    await allSettled(none.model.started, { scope: none.scope, params: { params: params('') } });
    expect(none.scope.getState(none.model.$failure)).toEqual({ kind: 'missing-parameters' });
  });

  it('in preview uses the placeholder node PREVIEW and makes no node call', async () => {
    const { model, scope, api } = setup();
    await allSettled(model.started, { scope, params: { params: readFlowParams('web_flow_preview', { search: '?flow_id=f1', href: 'x' }) } });
    expect(api.node).not.toHaveBeenCalled();
    expect(scope.getState(model.$loaded)?.node.id).toBe('PREVIEW');
  });

  describe('a flow shown before it is validated (a server-drawn page, issue #21)', () => {
    // Fails the schema (a boolean setting given as text) but starts: the page shows it until the validators speak.
    const INVALID = { ...FLOW, allowSavingIncompleteSurvey: 'yes' } as unknown as Flow;

    it('shows the flow at once, then gives way to the invalid-flow failure once validation is due', async () => {
      const { model, scope } = setup({ node: { ...NODE, flow: INVALID } });
      await allSettled(model.started, { scope, params: { params: params('?node_id=n1'), validateLater: true } });
      expect(scope.getState(model.$runtime)?.visit.state).toBeDefined();
      expect(scope.getState(model.$failure)).toBeNull();
      await allSettled(model.validationDue, { scope });
      expect(scope.getState(model.$failure)).toMatchObject({ kind: 'invalid-flow', problems: [expect.stringContaining('allowSavingIncompleteSurvey')] });
      expect(scope.getState(model.$runtime)).toBeNull();
      expect(scope.getState(model.$ready)).toBe(false);
    });

    it('validates on load when validation fell due before the flow had loaded', async () => {
      const { model, scope } = setup({ node: { ...NODE, flow: INVALID } });
      await allSettled(model.validationDue, { scope });
      await allSettled(model.started, { scope, params: { params: params('?node_id=n1'), validateLater: true } });
      expect(scope.getState(model.$failure)).toMatchObject({ kind: 'invalid-flow' });
    });

    it('keeps a valid flow as it is, and a flow validated first fails before it shows', async () => {
      const later = setup();
      await allSettled(later.model.started, { scope: later.scope, params: { params: params('?node_id=n1'), validateLater: true } });
      await allSettled(later.model.validationDue, { scope: later.scope });
      expect(later.scope.getState(later.model.$failure)).toBeNull();
      expect(later.scope.getState(later.model.$runtime)?.language.code).toBe('tr');
      const first = setup({ node: { ...NODE, flow: INVALID } });
      await allSettled(first.model.started, { scope: first.scope, params: { params: params('?node_id=n1') } });
      expect(first.scope.getState(first.model.$failure)).toMatchObject({ kind: 'invalid-flow' });
      expect(first.scope.getState(first.model.$runtime)).toBeNull();
    });

    it('keeps a drawn flow whose validators could not be fetched, and reports the failure', async () => {
      const reported: unknown[] = [];
      const { model, scope } = setup({ validate: async () => Promise.reject(new Error('Loading chunk flow-validators failed.')), report: (error) => reported.push(error) });
      await allSettled(model.started, { scope, params: { params: params('?node_id=n1'), validateLater: true } });
      await allSettled(model.validationDue, { scope });
      expect(scope.getState(model.$failure)).toBeNull();
      expect(scope.getState(model.$ready)).toBe(true);
      expect(reported).toEqual([expect.objectContaining({ message: 'Loading chunk flow-validators failed.' })]);
    });

    it('shows the invalid-flow failure for a flow that cannot even start', async () => {
      const { model, scope } = setup({ node: { ...NODE, flow: { ...FLOW, states: 'none' } as unknown as Flow } });
      await allSettled(model.started, { scope, params: { params: params('?node_id=n1'), validateLater: true } });
      expect(scope.getState(model.$failure)).toMatchObject({ kind: 'invalid-flow' });
    });
  });
});
