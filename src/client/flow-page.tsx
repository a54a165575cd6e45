import { useEffect, useMemo } from 'react';
import { createHostMessenger } from '../flow/host-messages';
import { readFlowParams, type FlowParams } from '../flow/flow-params';
import { createRespondentFlow, flushWhenOnline } from '../flow/respondent-flow';
import { FlowScreen } from '../flow/screens/FlowScreen';
import { usePluginRegistry } from '../flow/plugin-registry';
import { tapModelEvents } from '../observability/tap-model-events';

/** The hosted flow page (SPEC 2.1 /feedback, /web_feedback and the previews). */
export function FlowPage({ route }: { route: FlowParams['route'] }) {
  const plugins = usePluginRegistry();
  const { model, services, queue } = useMemo(
    () =>
      createRespondentFlow({
        plugins,
        host: createHostMessenger(),
        openChat: (feedbackId, token) => location.assign(`/chat?feedback_id=${encodeURIComponent(feedbackId)}&token=${encodeURIComponent(token)}&lang=${encodeURIComponent(document.documentElement.lang || 'en')}`),
      }),
    [plugins],
  );
  useEffect(() => tapModelEvents('flow', model), [model]);
  useEffect(() => {
    model.started({ params: readFlowParams(route, location) });
    return flushWhenOnline(queue);
  }, [model, queue, route]);
  return <FlowScreen model={model} services={services} />;
}
