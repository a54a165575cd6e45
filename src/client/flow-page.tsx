import { useEffect, useMemo } from 'react';
import { createApi } from '../net/api';
import { createStore, STORE_KEYS } from '../storage/local-store';
import { plugins } from '../../plugins';
import { createFlowModel } from '../flow/model';
import { createSubmitQueue } from '../flow/submit-queue';
import { createHostMessenger } from '../flow/host-messages';
import { readFlowParams, type FlowParams } from '../flow/flow-params';
import { FlowScreen } from '../flow/screens/FlowScreen';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function deviceId(store: ReturnType<typeof createStore>): string {
  let id = store.get<string>(STORE_KEYS.deviceId);
  if (!id) {
    id = crypto.randomUUID();
    store.set(STORE_KEYS.deviceId, id);
  }
  return id;
}

/** The hosted flow page: builds the model with the real network, storage and clock, then renders it. */
export function FlowPage({ route }: { route: FlowParams['route'] }) {
  const { model, services, queue } = useMemo(() => {
    const api = createApi();
    const store = createStore();
    const queue = createSubmitQueue(api.submitFeedback, store);
    let flowId = '';
    const model = createFlowModel({
      api,
      store,
      queue,
      models: plugins,
      host: createHostMessenger(),
      clock: Date.now,
      wait,
      validate: async (flow) => {
        const [{ validateFlow }, { formatProblem }] = await Promise.all([import('../schema/validate'), import('../engine/flow-references')]);
        const result = validateFlow(flow, Object.keys(plugins));
        if (result.ok) flowId = result.value.id;
        return result.ok ? [] : result.problems.map(formatProblem);
      },
      deviceId: () => deviceId(store),
      newKey: () => crypto.randomUUID(),
      openChat: (feedbackId, token) => location.assign(`/chat?feedback_id=${encodeURIComponent(feedbackId)}&token=${encodeURIComponent(token)}`),
    });
    const services = {
      upload: api.upload,
      sendVerificationCode: async (address: string, questionId: string) => (await api.sendVerificationToken(address, questionId)).id,
      verifyCode: async (verificationId: string, code: string) => {
        try {
          await api.verify(verificationId, code);
          return true;
        } catch (error) {
          if ((error as { status?: number }).status === 400) return false;
          throw error;
        }
      },
      dynamicRequest: async (questionId: string, answer: unknown) => {
        const { responses } = await api.dynamicRequest(flowId, questionId, answer);
        for (const { question_id, input } of responses) model.answerGiven({ questionId: question_id, value: input as never });
      },
    };
    return { model, services, queue };
  }, []);

  useEffect(() => {
    model.started({ params: readFlowParams(route, location) });
    // Feedbacks kept while offline go out now and whenever the browser is back online (issue #4).
    void queue.flush();
    const flush = () => void queue.flush();
    addEventListener('online', flush);
    return () => removeEventListener('online', flush);
  }, [model, queue, route]);

  return <FlowScreen model={model} services={services} />;
}
