import { useEffect, useMemo } from 'react';
import { createHostMessenger } from '../flow/host-messages';
import { readFlowParams, type FlowParams } from '../flow/flow-params';
import { createRespondentFlow, flushWhenOnline, type RespondentFlow } from '../flow/respondent-flow';
import { FlowScreen } from '../flow/screens/FlowScreen';
import { usePluginRegistry } from '../flow/plugin-registry';
import type { PluginRegistry } from '../plugin-api/registry';
import { tapModelEvents } from '../observability/tap-model-events';
import { pageThemeOf } from './page-theme';

/**
 * The respondent's flow of a hosted page, in its node's theme: a chat-style ending navigates to /chat.
 * `validateLater`: see createRespondentFlow (a page the server drew).
 */
export function hostedRespondentFlow(plugins: PluginRegistry, validateLater = false): RespondentFlow {
  return createRespondentFlow({
    plugins,
    validateLater,
    pageTheme: pageThemeOf,
    host: createHostMessenger(),
    openChat: (feedbackId, token) => location.assign(`/chat?feedback_id=${encodeURIComponent(feedbackId)}&token=${encodeURIComponent(token)}&lang=${encodeURIComponent(document.documentElement.lang || 'en')}`),
  });
}

/**
 * The hosted flow page (SPEC 2.1 /feedback, /web_feedback and the previews). `started` is a flow the entry already
 * started and loaded, to hydrate the first state the server drew (client/first-state-hydration.ts).
 */
export function FlowPage({ route, started }: { route: FlowParams['route']; started?: RespondentFlow }) {
  const plugins = usePluginRegistry();
  const { model, services, queue } = useMemo(() => started ?? hostedRespondentFlow(plugins), [plugins, started]);
  useEffect(() => tapModelEvents('flow', model), [model]);
  useEffect(() => {
    if (!started) model.started({ params: readFlowParams(route, location) });
    return flushWhenOnline(queue);
  }, [model, queue, route, started]);
  return <FlowScreen model={model} services={services} />;
}
