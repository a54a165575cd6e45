import { attach, combine, createEffect, createEvent, createStore, sample } from 'effector';
import {
  buildFeedbackPayload, enterState, goBack, requestMove, setLanguage, startFlow, submitEvents, tryAnswerQuestion,
  type AnswerOutcome, type FlowRuntime, type MoveSource, type QuestionModels,
} from '../engine';
import type { FeedbackCreated, NodeConfig } from '../types/schemas';
import type { Api } from '../net/api';
import type { PageTheme } from '../lib/page-theme';
import type { KeyValueStore } from '../storage/local-store';
import { DELAYS, ERROR_CODE_REPEAT_FEEDBACK } from '../lib/constants';
import { reportException } from '../observability/reporter';
import { decodePreloadedResponses, type FlowParams } from './flow-params';
import { loadFlow, recordFeedbackGiven, type LoadFailure, type LoadedFlow } from './load-flow';
import { clearDraft, restoreDraft, saveDraft } from './draft';
import type { HostMessenger } from './host-messages';
import type { SubmitQueue } from './submit-queue';

export interface FlowDeps {
  api: Api;
  store: KeyValueStore;
  queue: SubmitQueue;
  models: QuestionModels;
  host: HostMessenger;
  clock: () => number;
  wait: (ms: number) => Promise<void>;
  /**
   * Validates the flow from the server; loaded lazily because ajv is large. Returns problems, empty when valid. A
   * load started with `validateLater` shows the flow first and validates it on `validationDue` (issue #21).
   */
  validate: (flow: unknown) => Promise<string[]>;
  deviceId: () => string;
  newKey: () => string;
  /** Where a chat-style ending goes (SPEC 4.6): the widget opens it, a page navigates to /chat. */
  openChat: (feedbackId: string, token: string) => void;
  /**
   * The hosted page's theme for the loaded node (client/page-theme.ts): the flow shows once it is there, so the page
   * never repaints in it. None inside the widget.
   */
  pageTheme?: (node: NodeConfig) => Promise<PageTheme>;
  /** Where an answer that could not be taken is reported (default: the page's error reporter). */
  report?: (error: unknown) => void;
}

/** The host page's context when the flow runs in the widget. */
export interface WidgetContext {
  language?: string;
  customer?: Record<string, unknown>;
  customAttributes?: string;
}

export type SubmitProblem = { kind: 'repeat' } | { kind: 'refused'; body: unknown };

/**
 * An answer as views and dynamic requests give it: checked by the engine against its question's answer kind
 * (dispatchAnswer), since neither a plugin view nor the server is bound by our types.
 */
export interface GivenAnswer {
  questionId: string;
  value: unknown;
}

/** A refused answer, reported: the engine's reason, plus the question for whoever reads the report. */
class AnswerRefusedError extends Error {
  override name = 'AnswerRefusedError';
  constructor(readonly questionId: string, reason: string) {
    super(reason);
  }
}

type AnswerStep = { kind: 'taken'; outcome: AnswerOutcome } | { kind: 'refused'; runtime: FlowRuntime; error: AnswerRefusedError };


type RefusedStep = Extract<AnswerStep, { kind: 'refused' }>;
const isRefused = (step: AnswerStep | null): step is RefusedStep => step?.kind === 'refused';

type MoveResult =
  | { kind: 'none' }
  | { kind: 'blocked'; runtime: FlowRuntime }
  | { kind: 'moved'; runtime: FlowRuntime; offline?: boolean }
  | { kind: 'problem'; problem: SubmitProblem };

/**
 * The respondent's flow (SPEC 4.1): effector stores and events over the pure engine. Rules live in the engine;
 * this file only sequences them with time (the 250 ms move, the 2 s chat opening), storage and the network.
 */
export function createFlowModel(deps: FlowDeps) {
  /**
   * `validateLater`: the flow is shown (a server-drawn page hydrated) before the browser validates it, which happens
   * once `validationDue` comes; the server validated it when it was stored. A flow found invalid then, or one that
   * cannot even start before, shows the same invalid-flow failure as a flow validated first.
   */
  const started = createEvent<{ params: FlowParams; widget?: WidgetContext; validateLater?: boolean }>();
  const validationDue = createEvent();
  const answerGiven = createEvent<GivenAnswer>();
  const nextPressed = createEvent<Exclude<MoveSource, 'auto'>>();
  const backPressed = createEvent();
  const languageChosen = createEvent<string>();

  const $params = createStore<FlowParams | null>(null).on(started, (_, { params }) => params);
  const $widget = createStore<WidgetContext>({}).on(started, (_, { widget }) => widget ?? {});
  const $loaded = createStore<LoadedFlow | null>(null);
  const $failure = createStore<LoadFailure | null>(null);
  const $runtime = createStore<FlowRuntime | null>(null, { serialize: 'ignore' });
  const $submitProblem = createStore<SubmitProblem | null>(null);
  /** Bumped whenever a move is refused, so the screen can move focus to the first error. */
  const $blockedCount = createStore(0);

  const invalidFlow = async (flow: unknown): Promise<LoadFailure | null> => {
    const problems = await deps.validate(flow);
    return problems.length > 0 ? { kind: 'invalid-flow', problems } : null;
  };

  const loadFx = createEffect(async ({ params, widget, validateLater = false }: { params: FlowParams; widget?: WidgetContext; validateLater?: boolean }) => {
    const found = await loadFlow(params, deps.api, deps.store, deps.clock(), widget?.customer);
    if ('kind' in found) return found;
    const loaded: LoadedFlow = deps.pageTheme ? { ...found, theme: await deps.pageTheme(found.node) } : found;
    if (!validateLater) {
      const failure = await invalidFlow(loaded.flow);
      if (failure) return failure;
    }
    try {
      let runtime = startFlow(loaded.flow, deps.models, {
        now: deps.clock(),
        widget: widget?.language,
        requested: params.lang,
        nodeDefaultId: loaded.node.default_language_id,
        preview: params.preview,
        preloadedResponses: decodePreloadedResponses(params.responses),
      });
      const fresh = runtime;
      if (!params.preview) runtime = restoreDraft(deps.store, runtime, deps.clock());
      return { loaded, runtime, resumed: runtime !== fresh };
    } catch (error) {
      // Not validated yet and cannot start: the validators say why, as they would have before it started.
      const failure = validateLater ? await invalidFlow(loaded.flow) : null;
      if (failure) return failure;
      throw error;
    }
  });

  sample({ clock: started, target: loadFx });
  $failure.on(loadFx.doneData, (_, result) => ('kind' in result ? result : null)).on(loadFx.failData, (_, error) => ({ kind: 'system', error }));
  $loaded.on(loadFx.doneData, (_, result) => ('kind' in result ? null : result.loaded));
  $runtime.on(loadFx.doneData, (_, result) => ('kind' in result ? null : result.runtime));
  /** The runtime came from this device's draft, not from the flow's start (a page the server drew differs then). */
  const $resumed = createStore(false).on(loadFx.doneData, (_, result) => !('kind' in result) && result.resumed);

  // A node with use_signature_verify checks the page's signature again on submit (issue #25 finding 5).
  const signed = (params: FlowParams) => (params.signature ? { signature: params.signature, signed_responses: params.responses ?? '' } : {});
  const payloadFor = (runtime: FlowRuntime, node: NodeConfig, widget: WidgetContext, params: FlowParams, extra: { partial: boolean; finalStateId?: string }) => ({
    ...buildFeedbackPayload(runtime, {
      now: deps.clock(),
      nodeId: node.id,
      deviceId: deps.deviceId(),
      originUrl: params.originUrl,
      customerId: (widget.customer?.id as string | undefined) ?? null,
      customAttributes: widget.customAttributes,
      partial: extra.partial,
      finalStateId: extra.finalStateId,
    }),
    ...signed(params),
  });

  const answerFx = attach({
    source: { runtime: $runtime, loaded: $loaded, widget: $widget, params: $params },
    effect: createEffect(async ({ runtime, loaded, widget, params, answer }: { runtime: FlowRuntime | null; loaded: LoadedFlow | null; widget: WidgetContext; params: FlowParams | null; answer: GivenAnswer }): Promise<AnswerStep | null> => {
      if (!runtime || !loaded || !params) return null;
      const attempt = tryAnswerQuestion(runtime, answer.questionId, answer.value, deps.clock());
      if (!attempt.ok) return { kind: 'refused', runtime: attempt.runtime, error: new AnswerRefusedError(answer.questionId, attempt.reason) };
      const { outcome } = attempt;
      if (!params.preview) saveDraft(deps.store, outcome.runtime);
      if (outcome.partialSaveDue) {
        void deps.queue.submit({
          key: deps.newKey(),
          nodeId: loaded.node.id,
          flowId: runtime.flow.source.id,
          payload: payloadFor(outcome.runtime, loaded.node, widget, params, { partial: true }),
          completed: false,
          headers: params.identity,
        });
      }
      return { kind: 'taken', outcome };
    }),
    mapParams: (answer: GivenAnswer, source) => ({ ...source, answer }),
  });
  sample({ clock: answerGiven, target: answerFx });

  // A refused answer shows on its question (the runtime marks it) and is reported; so is any other failure to answer.
  $runtime.on(answerFx.doneData, (current, step) => (step === null ? current : step.kind === 'taken' ? step.outcome.runtime : step.runtime));
  const reportFx = createEffect((error: unknown) => (deps.report ?? reportException)(error));
  sample({ clock: answerFx.doneData, filter: isRefused, fn: (step) => step.error, target: reportFx });
  sample({ clock: answerFx.failData, target: reportFx });

  // A flow shown before it was validated (started with validateLater) is validated once, when it is due and loaded,
  // whichever comes last. Found invalid, it gives way to the failure; validators that could not be fetched are
  // reported and the flow, which the server validated, stays.
  const $validateLater = createStore(false).on(started, (_, { validateLater }) => validateLater === true);
  const $validationDue = createStore(false).on(validationDue, () => true);
  const validateLaterFx = createEffect(async (loaded: LoadedFlow) => invalidFlow(loaded.flow));
  const $validated = createStore(false).on(validateLaterFx, () => true).reset(started);
  sample({
    clock: validationDue,
    source: { loaded: $loaded, later: $validateLater, validated: $validated },
    filter: ({ loaded, later, validated }) => later && !validated && loaded !== null,
    fn: ({ loaded }) => loaded!,
    target: validateLaterFx,
  });
  sample({
    clock: loadFx.doneData,
    source: { later: $validateLater, due: $validationDue, validated: $validated },
    filter: ({ later, due, validated }, result) => later && due && !validated && !('kind' in result),
    fn: (_, result) => (result as { loaded: LoadedFlow }).loaded,
    target: validateLaterFx,
  });
  sample({ clock: validateLaterFx.failData, target: reportFx });

  const moveFx = attach({
    source: { runtime: $runtime, loaded: $loaded, widget: $widget, params: $params },
    effect: createEffect(async ({ runtime, loaded, widget, params, source }: { runtime: FlowRuntime | null; loaded: LoadedFlow | null; widget: WidgetContext; params: FlowParams | null; source: MoveSource }): Promise<MoveResult> => {
      if (!runtime || !loaded || !params) return { kind: 'none' };
      const decision = requestMove(runtime, source);
      if (decision.kind === 'finished') return { kind: 'none' };
      if (decision.kind === 'blocked') return { kind: 'blocked', runtime: decision.runtime };
      await deps.wait(DELAYS.nextStateMs);
      if (!decision.submit) return { kind: 'moved', runtime: enterState(decision.runtime, decision.target) };
      const job = {
        key: deps.newKey(),
        nodeId: loaded.node.id,
        flowId: runtime.flow.source.id,
        payload: payloadFor(decision.runtime, loaded.node, widget, params, { partial: false, finalStateId: decision.targetId }),
        completed: true,
        headers: params.identity,
      };
      const outcome = await deps.queue.submit(job);
      if (outcome.kind === 'refused') {
        // SPEC 4.4: "Status 400 with code 13045: a flag is set"; other errors are stored as the submission error.
        return { kind: 'problem', problem: outcome.error.code === ERROR_CODE_REPEAT_FEEDBACK ? { kind: 'repeat' } : { kind: 'refused', body: outcome.error.body } };
      }
      if (outcome.kind === 'superseded') return { kind: 'none' };
      // Sent, or kept for later sending while offline: either way the respondent's part is done.
      clearDraft(deps.store, runtime.flow.source.id);
      recordFeedbackGiven(loaded.node.id, deps.store, deps.clock());
      for (const event of submitEvents(decision.runtime, decision.target, { internal: params.internal })) deps.host.post(event.type, {}, event.delayMs);
      if (outcome.kind === 'sent' && decision.runtime.flow.states[decision.target]!.source.style === 'chat') openChatLater(outcome.created);
      return { kind: 'moved', runtime: enterState(decision.runtime, decision.target), offline: outcome.kind === 'queued' };
    }),
    mapParams: (source: MoveSource, stores) => ({ ...stores, source }),
  });

  /** SPEC 4.6: "After a feedback is created by a flow whose state style is chat, wait 2 s, then open the chat." */
  function openChatLater(created: FeedbackCreated): void {
    if (!created.token) return;
    void deps.wait(DELAYS.postChatFeedbackMs).then(() => deps.openChat(created.id, created.token!));
  }

  sample({ clock: nextPressed, filter: moveFx.pending.map((p) => !p), target: moveFx });
  sample({ clock: answerFx.doneData, filter: (step) => step?.kind === 'taken' && step.outcome.autoMoveDue, fn: () => 'auto' as const, target: moveFx });
  $runtime.on(moveFx.doneData, (current, result) => ('runtime' in result ? result.runtime : current));
  $blockedCount.on(moveFx.doneData, (count, result) => (result.kind === 'blocked' ? count + 1 : count));
  $submitProblem
    .on(moveFx.doneData, (current, result) => (result.kind === 'problem' ? result.problem : result.kind === 'moved' ? null : current))
    .on(moveFx.failData, (_, error) => ({ kind: 'refused', body: String(error) }));

  $runtime.on(backPressed, (runtime) => (runtime ? goBack(runtime) : runtime)).on(languageChosen, (runtime, code) => (runtime ? setLanguage(runtime, code) : runtime));

  $failure.on(validateLaterFx.doneData, (current, failure) => failure ?? current);
  $loaded.on(validateLaterFx.doneData, (current, failure) => (failure ? null : current));
  $runtime.on(validateLaterFx.doneData, (current, failure) => (failure ? null : current));

  const $ready = combine($runtime, $loaded, (runtime, loaded) => runtime !== null && loaded !== null);

  return {
    started, validationDue, answerGiven, nextPressed, backPressed, languageChosen,
    $runtime, $loaded, $failure, $submitProblem, $blockedCount, $ready, $resumed, $moving: moveFx.pending, $loading: loadFx.pending,
  };
}

export type FlowModel = ReturnType<typeof createFlowModel>;
