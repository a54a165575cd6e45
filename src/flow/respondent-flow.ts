import { createApi } from '../net/api';
// The flow validators travel with the page's own scripts: a flow is checked before its first question shows, so a
// chunk of their own only added a round trip to that moment (issue #9).
import { validateFlow } from '../schema/validate-flow';
import { formatProblem } from '../engine/flow-references';
import { withPrefetchedNode } from './node-prefetch';
import { pageStore, STORE_KEYS, type KeyValueStore } from '../storage/local-store';
import { stylesOf, type PluginRegistry } from '../plugin-api/registry';
import type { QuestionServices } from '../plugin-api/view';
import { createFlowModel, type FlowModel } from './model';
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
 * A respondent's flow wired to the real network, storage and clock: the model, its submit queue, and the
 * services question views call. The hosted page and the widget frame differ only in `host` and `openChat`; `plugins`
 * is the registry the page's entry built (the same one its PluginRegistryProvider gives the screens).
 */
export function createRespondentFlow(options: { plugins: PluginRegistry; host: HostMessenger; openChat: (feedbackId: string, token: string) => void }): RespondentFlow {
  const { plugins } = options;
  const api = withPrefetchedNode(createApi());
  const store = pageStore();
  const queue = createSubmitQueue(api.submitFeedback, store);
  let flowId = '';
  const model = createFlowModel({
    api,
    store,
    queue,
    models: plugins,
    host: options.host,
    clock: Date.now,
    wait,
    validate: async (flow) => {
      const result = validateFlow(flow, stylesOf(plugins));
      if (result.ok) flowId = result.value.id;
      return result.ok ? [] : result.problems.map(formatProblem);
    },
    deviceId: () => deviceId(store),
    newKey: () => crypto.randomUUID(),
    openChat: options.openChat,
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
      const { responses } = await api.dynamicRequest(flowId, questionId, answer);
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
