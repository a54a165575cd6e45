import { createApi } from '../net/api';
import { formatProblem } from '../engine/flow-problem';
import { loadChunk } from '../observability/chunk-load';
import { withPrefetchedNode } from './node-prefetch';
import { pageStore, STORE_KEYS, type KeyValueStore } from '../storage/local-store';
import { stylesOf, type PluginRegistry } from '../plugin-api/registry';
import type { QuestionServices } from '../plugin-api/view';
import { createFlowModel, type FlowDeps, type FlowModel } from './model';
import { createSubmitQueue, type SubmitQueue } from './submit-queue';
import type { HostMessenger } from './host-messages';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function deviceId(store: KeyValueStore): string {
  let id = store.get<string>(STORE_KEYS.deviceId);
  if (!id) {
    id = crypto.randomUUID();
    store.set(STORE_KEYS.deviceId, id);
  }
  return id;
}

export interface RespondentFlow {
  model: FlowModel;
  queue: SubmitQueue;
  services: Omit<QuestionServices, 'countryCode'>;
  store: KeyValueStore;
}

/**
 * The flow validators (generated ajv code, about 51 KB gzip), a chunk of their own so a page the server drew hydrates
 * and takes its first click without them (issue #21); fetched once per page.
 */
let validators: Promise<typeof import('../schema/validate-flow')> | undefined;
const loadValidators = () => (validators ??= loadChunk('flow-validators', () => import('../schema/validate-flow')));

/**
 * A respondent's flow wired to the real network, storage and clock: the model, its submit queue, and the
 * services question views call. The hosted page and the widget frame differ only in `host` and `openChat`; `plugins`
 * is the registry the page's entry built (the same one its PluginRegistryProvider gives the screens).
 *
 * `validateLater`: the flow will be started with validateLater (a page the server drew, validated once hydrated).
 * Otherwise the flow is validated before its first question shows, and the validators start travelling now, beside
 * the node, so their chunk adds no round trip to that moment (issue #9). `pageTheme`: the hosted page's (FlowDeps).
 */
export function createRespondentFlow(options: { plugins: PluginRegistry; host: HostMessenger; openChat: (feedbackId: string, token: string) => void; validateLater?: boolean; pageTheme?: FlowDeps['pageTheme'] }): RespondentFlow {
  const { plugins } = options;
  if (!options.validateLater) void loadValidators().catch(() => undefined);
  const api = withPrefetchedNode(createApi());
  const store = pageStore();
  const queue = createSubmitQueue(api.submitFeedback, store);
  const model = createFlowModel({
    api,
    store,
    queue,
    models: plugins,
    host: options.host,
    clock: Date.now,
    wait,
    validate: async (flow) => {
      const result = (await loadValidators()).validateFlow(flow, stylesOf(plugins));
      return result.ok ? [] : result.problems.map(formatProblem);
    },
    deviceId: () => deviceId(store),
    newKey: () => crypto.randomUUID(),
    openChat: options.openChat,
    pageTheme: options.pageTheme,
  });
  const services: Omit<QuestionServices, 'countryCode'> = {
    upload: api.upload,
    sendVerificationCode: async (address, questionId) => (await api.sendVerificationToken(address, questionId)).id,
    verifyCode: async (verificationId, code) => {
      try {
        await api.verify(verificationId, code);
        return true;
      } catch (error) {
        if ((error as { status?: number }).status === 400) return false;
        throw error;
      }
    },
    dynamicRequest: async (questionId, answer) => {
      const { responses } = await api.dynamicRequest(model.$loaded.getState()?.flow.id ?? '', questionId, answer);
      for (const { question_id, input } of responses) model.answerGiven({ questionId: question_id, value: input });
    },
  };
  return { model, queue, services, store };
}

/** Starts sending feedbacks kept while offline, now and whenever the browser is back online (issue #4). */
export function flushWhenOnline(queue: SubmitQueue): () => void {
  void queue.flush();
  const flush = () => void queue.flush();
  addEventListener('online', flush);
  return () => removeEventListener('online', flush);
}
