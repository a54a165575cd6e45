import type { WidgetConfig } from '../../types/schemas';
import type { PluginRegistry } from '../../plugin-api/registry';
import type { FlowParams } from '../../flow/flow-params';
import { createRespondentFlow, type RespondentFlow } from '../../flow/respondent-flow';
import type { InitMessage } from '../protocol';
import type { HostChannel } from './host-channel';
import { rememberFeedback } from './previous-feedbacks';

/** The flow parameters of a widget's flow: the prefetch and the start must agree for the node to be taken over. */
export const widgetFlowParams = (config: WidgetConfig, init: InitMessage): FlowParams => ({
  route: 'feedback',
  nodeId: config.node_id,
  preview: false,
  internal: false,
  // SPEC 7: without identity parameters, X-WWID carries the node id for widget feedbacks.
  identity: { 'X-WWID': config.node_id },
  originUrl: init.hostUrl,
});

/** How long the frame waits for the host's CV_INIT before starting without it (opened directly, say). */
export const INIT_WAIT_MS = 1500;

/**
 * The host's context (SPEC 2.4 CV_INIT: its URL, the customer, attributes, language, security token): says CV_READY
 * and resolves with the loader's answer, or without one (a frame opened on its own) with the page's referrer.
 */
export function hostInit(channel: HostChannel): Promise<InitMessage> {
  return new Promise((resolve) => {
    const done = (init: InitMessage) => (stop(), clearTimeout(fallback), resolve(init));
    const stop = channel.listen((message) => void (message.type === 'CV_INIT' && done(message as unknown as InitMessage)));
    channel.post('CV_READY');
    const fallback = setTimeout(() => done({ type: 'CV_INIT', hostUrl: document.referrer || location.href }), channel.embedded ? INIT_WAIT_MS : 0);
  });
}

/** A widget's respondent flow and where it hands a chat it opens: set by the frame that shows it. */
export interface WidgetFlow {
  flow: RespondentFlow;
  /** Called when the flow opens a chat, once the feedback is remembered among the visitor's previous ones. */
  chatOpened: { current(feedbackId: string, token: string): void };
  /** What it was last started on: a frame starts it only for another configuration or CV_INIT (issue #21: the entry of a drawn frame starts it before React). */
  startedOn?: { config: WidgetConfig; init: InitMessage };
}

export function createWidgetFlow(plugins: PluginRegistry, channel: HostChannel, code: string): WidgetFlow {
  const widgetFlow: WidgetFlow = {
    chatOpened: { current: () => undefined },
    flow: createRespondentFlow({
      plugins,
      host: channel.messenger,
      validateLater: true,
      openChat: (feedbackId, token) => {
        const { flow } = widgetFlow;
        rememberFeedback(flow.store, code, { feedbackId, token, createdAt: Date.now(), title: flow.model.$loaded.getState()?.flow.name ?? '' });
        widgetFlow.chatOpened.current(feedbackId, token);
      },
    }),
  };
  return widgetFlow;
}

/** Starts the widget's flow in the host's language (else the widget's), with the host's customer and attributes. */
export function startWidgetFlow(widgetFlow: WidgetFlow, config: WidgetConfig, init: InitMessage): void {
  widgetFlow.startedOn = { config, init };
  widgetFlow.flow.model.started({
    params: widgetFlowParams(config, init),
    widget: { language: init.language ?? config.default_language_code ?? undefined, customer: init.customer as Record<string, unknown> | undefined, customAttributes: init.customAttributes },
    validateLater: true,
  });
}
