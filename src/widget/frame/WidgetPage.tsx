import { lazy, Suspense, useEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { cacheMinute } from '../../lib/cache-minute';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import type { WidgetConfig } from '../../types/schemas';
import { request } from '../../net/request';
import { flushWhenOnline } from '../../flow/respondent-flow';
import { validateWhenIdle } from '../../flow/validate-when-idle';
import { peekPrefetchedNode, prefetchNode } from '../../flow/node-prefetch';
import { viewsOf } from '../../flow/screens/plugin-views';
import { createApi } from '../../net/api';
import { FlowScreen } from '../../flow/screens/FlowScreen';
import { usePluginRegistry } from '../../flow/plugin-registry';
import { isValidWidgetCode } from '../../lib/widget-code';
import { themeStylesheet, widgetTheme } from '../../lib/theme';
import { WIDGET_DEFAULTS } from '../../lib/constants';
import { LanguagePicker } from '../../ui/LanguagePicker';
import { Badge } from '../../ui/Badge';
import { Spinner } from '../../ui/Spinner';
import { focusHeading } from '../../ui/focus-heading';
import { tellColourAdvice } from '../../ui/colour-advice';
import { tapModelEvents } from '../../observability/tap-model-events';
import type { InitMessage } from '../protocol';
import type { HostChannel } from './host-channel';
import { holdInHost } from './host-held-store';
import { pageStore } from '../../storage/local-store';
import { previousFeedbacks } from './previous-feedbacks';
import { createWidgetFlow, INIT_WAIT_MS, startWidgetFlow, widgetFlowParams, type WidgetFlow as StartedWidgetFlow } from './widget-flow';
import { PreviousFeedbackList } from './PreviousFeedbackList';
import { WidgetHeader } from './WidgetHeader';
import { loadChunk } from '../../observability/chunk-load';
import { whenIdle } from '../../ui/when-idle';

/**
 * The chat (its screen, model and socket.io client, about 26 KB gzip) is a chunk of its own: a frame shows a flow
 * first, and its first question should not wait for code it may never run (issue #21). Fetched once the flow shows
 * and the frame is idle, so opening a chat does not wait for it either.
 */
const loadWidgetChat = () => loadChunk('widget-chat', () => import('./WidgetChat'));
const WidgetChat = lazy(async () => ({ default: (await loadWidgetChat()).WidgetChat }));

type View = { kind: 'flow' } | { kind: 'chat'; feedbackId: string; token: string } | { kind: 'previous' };

/**
 * What a frame the server drew starts with (issue #21): the host's CV_INIT, the widget configuration the page
 * embedded, and the flow already started on them, so the first render is the drawn state and React hydrates it.
 */
export interface DrawnWidget {
  init: InitMessage;
  config: WidgetConfig;
  started: StartedWidgetFlow;
  /** Gives back to the page's own storage what the entry handed the host to hold (host-held-store.ts). */
  releaseHeld: () => void;
}

/**
 * The widget frame at /widget?code= (SPEC 2.4): header, the flow or the chat, previous feedbacks, footer. `drawn`:
 * the server drew the frame's first state and the entry has had CV_INIT and started the flow (client/widget-main.tsx).
 */
export function WidgetPage({ code, channel, drawn }: { code: string | null; channel: HostChannel; drawn?: DrawnWidget }) {
  const { t } = useTranslation();
  const plugins = usePluginRegistry();
  const [init, setInit] = useState<InitMessage | null>(drawn?.init ?? null);
  const [config, setConfig] = useState<WidgetConfig | 'error' | null>(drawn?.config ?? null);
  const [view, setView] = useState<View>({ kind: 'flow' });
  const [flowKey, setFlowKey] = useState(0);
  const root = useRef<HTMLDivElement>(null);
  const releaseHeld = useRef<() => void>(drawn?.releaseHeld ?? (() => undefined));
  // Issue #21: a frame prepared while the page was idle may have met a network failure the visitor never saw.
  // Opening it then tries again, as a frame loaded on the click would have.
  const [attempt, setAttempt] = useState(0);
  const failed = useRef<'config' | 'flow' | null>(null);

  // Host context first (customer, attributes, language, security token), then the configuration.
  useEffect(() => {
    const stop = channel.listen((message) => {
      if (message.type === 'CV_INIT') setInit(message as unknown as InitMessage);
      else if (message.type === 'CV_OPENED' && failed.current) {
        if (failed.current === 'config') {
          setConfig(null);
          setAttempt((n) => n + 1);
        } else setFlowKey((k) => k + 1);
        failed.current = null;
      }
      // Opened again: focus starts at the heading of what the frame shows (issue #7).
      else if (message.type === 'CV_OPENED' && root.current?.querySelector('h1, h2, h3')) focusHeading(root.current);
    });
    // A drawn frame said CV_READY and had its CV_INIT before React started.
    if (drawn) return stop;
    channel.post('CV_READY');
    const fallback = setTimeout(() => setInit((current) => current ?? { type: 'CV_INIT', hostUrl: document.referrer || location.href }), channel.embedded ? INIT_WAIT_MS : 0);
    return () => (stop(), clearTimeout(fallback));
  }, [channel]);

  useEffect(() => {
    if (!init || !isValidWidgetCode(code)) return;
    // The configuration the drawn page embedded, for the CV_INIT it was started with (the entry held the store).
    if (drawn && attempt === 0 && init === drawn.init) return;
    const search = new URLSearchParams({ t: cacheMinute(Date.now()) });
    if (init.securityToken) search.set('security_token', init.securityToken);
    request<WidgetConfig>(`/v1/web_widgets/code/${encodeURIComponent(code)}?${search}`)
      .then((loaded) => {
        // Before the flow or the previous chats read the store: what the loader kept for this frame.
        releaseHeld.current();
        releaseHeld.current = holdInHost(pageStore(), channel, init.kept, loaded.node_id);
        // Issue #21: the node and its first state's question views travel now, not once React has mounted the flow
        // and its first state (the hosted page's entry does the same); the flow's loader takes the node over.
        prefetchNode(createApi(), widgetFlowParams(loaded, init));
        void peekPrefetchedNode()?.then((node) => viewsOf(plugins).prefetchFirstStateViews(node.flow), () => undefined);
        setConfig(loaded);
      })
      .catch(() => ((failed.current = 'config'), setConfig('error')));
  }, [init, code, attempt]);

  // Escape inside the frame closes the widget (the host cannot hear keys typed in a cross-origin frame).
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && !document.querySelector('[role="dialog"]') && channel.post('CV_CLOSE');
    addEventListener('keydown', onKey);
    return () => removeEventListener('keydown', onKey);
  }, [channel]);

  // SPEC 9 sizes the frame by polling; the frame tells the loader its height when it changes instead.
  useEffect(() => {
    if (!root.current || typeof ResizeObserver === 'undefined') return;
    // The chat fills the frame and scrolls inside (issue #16): it asks for the tallest frame the loader allows.
    const height = (measured: number) => (view.kind === 'chat' ? WIDGET_DEFAULTS.maxHeight : Math.ceil(measured));
    const observer = new ResizeObserver(([entry]) => channel.post('CV_RESIZE', { height: height(entry!.contentRect.height) }));
    observer.observe(root.current);
    return () => observer.disconnect();
  }, [channel, config, view.kind]);

  // Colours made readable (issue #7); what was adjusted is told in the console of a preview or with ?debug.
  const theme = useMemo(() => (config && config !== 'error' ? widgetTheme(config) : null), [config]);
  useEffect(() => tellColourAdvice(`Canvass widget ${code}`, theme?.notes), [theme, code]);

  if (!isValidWidgetCode(code)) return null;
  if (config === 'error') {
    return (
      <div className="cv-widget" ref={root}>
        <main className="cv-page" aria-label={t('widget.feedback')}>
          <div role="alert">
            <h1 className="cv-notice cv-notice--error">{t('errors.widgetLoadError')}</h1>
          </div>
        </main>
      </div>
    );
  }
  if (!config || !init) return <div className="cv-widget" ref={root}><Spinner /></div>;

  return (
    <WidgetFrame config={config} theme={theme} chat={view.kind === 'chat'} rootRef={root}>
      {view.kind === 'chat' ? (
        <Suspense fallback={<Spinner />}>
          <WidgetChat key={view.feedbackId} config={config} feedbackId={view.feedbackId} token={view.token} onBack={() => setView({ kind: 'flow' })} onClose={() => channel.post('CV_CLOSE')} />
        </Suspense>
      ) : view.kind === 'previous' ? (
        <>
          <WidgetHeader config={config} onBack={() => setView({ kind: 'flow' })} onClose={() => channel.post('CV_CLOSE')} menuOpen onMenu={() => setView({ kind: 'flow' })} />
          <PreviousFeedbackList
            code={code}
            onOpen={(feedback) => setView({ kind: 'chat', feedbackId: feedback.feedbackId, token: feedback.token })}
            onNew={() => (setFlowKey((k) => k + 1), setView({ kind: 'flow' }))}
          />
        </>
      ) : (
        <WidgetFlow
          key={flowKey}
          code={code}
          config={config}
          init={init}
          channel={channel}
          // The drawn frame's flow is its first one only: a new feedback or a retry starts afresh.
          started={flowKey === 0 && drawn?.config === config ? drawn.started : undefined}
          onFailed={() => (failed.current = 'flow')}
          onChat={(feedbackId, token) => setView({ kind: 'chat', feedbackId, token })}
          onMenu={() => setView({ kind: 'previous' })}
        />
      )}
    </WidgetFrame>
  );
}

/** The frame's root: the widget's theme and layout around what it shows (the server draws it too, issue #21). */
function WidgetFrame({ config, theme, chat, rootRef, children }: { config: WidgetConfig; theme: ReturnType<typeof widgetTheme> | null; chat: boolean; rootRef?: RefObject<HTMLDivElement | null>; children: ReactNode }) {
  return (
    <div className={`cv-widget${chat ? ' cv-widget--chat' : ''}${config.theme && theme ? ` cv-themed cv-layout--${theme.layout.replace('_', '-')}` : ''}`} ref={rootRef}>
      {theme ? <style>{themeStylesheet(theme)}</style> : null}
      {children}
    </div>
  );
}


/**
 * The flow in the frame. `started`: a flow the entry started before React (a drawn frame), shown as it is; a new
 * CV_INIT or configuration still starts it again, as it does a flow this frame made itself.
 */
function WidgetFlow({ code, config, init, channel, started, onFailed, onChat, onMenu }: { code: string; config: WidgetConfig; init: InitMessage; channel: HostChannel; started?: StartedWidgetFlow; onFailed(): void; onChat(feedbackId: string, token: string): void; onMenu(): void }) {
  const { t } = useTranslation();
  const plugins = usePluginRegistry();
  const widgetFlow = useMemo(() => started ?? createWidgetFlow(plugins, channel, code), []);
  widgetFlow.chatOpened.current = onChat;
  const { flow } = widgetFlow;
  const [runtime, loaded, failure] = useUnit([flow.model.$runtime, flow.model.$loaded, flow.model.$failure]);
  // A network failure loading the node: the next opening starts the flow again (issue #21, see WidgetPage).
  useEffect(() => void (failure?.kind === 'system' && onFailed()), [failure]);
  const languageChosen = useUnit(flow.model.languageChosen);
  useEffect(() => tapModelEvents('flow', flow.model), [flow]);
  useEffect(() => {
    // Not again on the same configuration and CV_INIT: a drawn frame's entry started it so, and starting it again
    // would throw the state on screen away.
    if (widgetFlow.startedOn?.config !== config || widgetFlow.startedOn.init !== init) startWidgetFlow(widgetFlow, config, init);
    return flushWhenOnline(flow.queue);
  }, [flow, config, init]);
  // Issue #21: the first question shows without waiting for the flow validators (~350 KB of generated code, which
  // the server ran when the flow was stored); they check it once it shows and the frame is idle, as on the hosted
  // page. A flow found invalid then gives way to the same failure as before.
  const shown = runtime !== null;
  useEffect(() => (shown ? validateWhenIdle(flow.model.validationDue) : undefined), [flow, shown]);
  useEffect(() => (shown ? whenIdle(() => void loadWidgetChat().catch(() => undefined)) : undefined), [shown]);
  const state = runtime ? runtime.flow.states[runtime.visit.state] : undefined;
  // After the first render: the server draws the frame without knowing this visitor's previous feedbacks.
  const [hasPrevious, setHasPrevious] = useState(false);
  useEffect(() => setHasPrevious(previousFeedbacks(flow.store, code).length > 0), [flow, code, runtime]);
  return (
    <>
      <WidgetHeader config={config} onClose={() => channel.post('CV_CLOSE')} onMenu={hasPrevious ? onMenu : undefined} onBack={runtime?.visit.previous && !state?.isFinal ? () => flow.model.backPressed() : undefined} />
      <div className="cv-widget__content" data-page={state?.isFinal ? (state.source.style === 'chat' ? 'chat' : 'thank') : 'flow'}>
        <FlowScreen model={flow.model} services={flow.services} embedded />
      </div>
      <footer className="cv-widget__footer" aria-label={t('widget.feedback')}>
        {runtime ? <LanguagePicker languages={runtime.flow.languages} current={runtime.language.code} onChoose={languageChosen} variant="up" /> : null}
        {config.canvass_branding !== false && loaded?.node.canvass_branding !== false ? <Badge language={runtime?.language.code ?? 'en'} /> : null}
      </footer>
    </>
  );
}
