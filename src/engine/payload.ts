import type { FeedbackCustomer, FeedbackPayload, ResponseItem } from '../types/schemas';
import { kindOf } from './answer-kinds';
import type { AnswerByKind, AnswerValue } from './answer-value';
import type { CompiledQuestion } from './compiled-flow';
import { elementState, visitedStates, type FlowRuntime } from './runtime';
import { isAnswerEmpty } from './validation';

/** What the payload needs from outside the flow (SPEC 3.5). */
export interface PayloadContext {
  now: number;
  nodeId: string;
  deviceId?: string;
  userId?: string | null;
  originUrl?: string | null;
  createdOffline?: boolean;
  customerId?: string | null;
  customAttributes?: string;
  /** The final state being entered, for a complete submit: the server opens a chat when its style is chat. */
  finalStateId?: string;
  /** A partial save: styles that opt out of partial saves are left out (SPEC 4.3). */
  partial?: boolean;
}

interface Answered {
  question: CompiledQuestion;
  value: AnswerValue;
}

/**
 * Visible, valid, non-empty answers on the respondent's path, in path and display order, each once (a page
 * visited twice counts once). Branches not taken don't count; an invalid answer (a partial save can meet one)
 * is left out rather than sent.
 */
export function answeredQuestions(runtime: FlowRuntime): Answered[] {
  const answered: Answered[] = [];
  for (const state of new Set(visitedStates(runtime))) {
    for (const index of runtime.flow.states[state]!.elements) {
      const question = runtime.flow.element(index).question;
      const { visible, answer } = elementState(runtime, index);
      if (question && visible && answer?.isValid && answer.value != null && !isAnswerEmpty(question, answer.value)) {
        answered.push({ question, value: answer.value });
      }
    }
  }
  return answered;
}

function responseItems({ question, value }: Answered): ResponseItem[] {
  const { model, source } = question;
  const items = model.toResponses?.(value, source) ?? kindOf(model.answer).responses(value, source);
  return source.hidePersonalData ? items.map((item) => ({ ...item, hidePersonalData: true })) : items;
}

function chosenOptionKey(question: CompiledQuestion, value: AnswerValue): string | undefined {
  const [id] = kindOf(question.model.answer).optionIds(value);
  if (id === undefined) return undefined;
  return question.source.options?.find((o) => o.id === id)?.key ?? id;
}

/** SPEC 5 "Customer mapping from question styles". */
export function customerFromAnswers(answered: readonly Answered[], now: number, customerId?: string | null): FeedbackCustomer {
  const customer: FeedbackCustomer = customerId ? { id: customerId } : {};
  for (const { question, value } of answered) {
    switch (question.model.customerField) {
      case 'email':
      case 'name':
      case 'external_id':
        if (typeof value === 'string') customer[question.model.customerField] = value.trim();
        break;
      case 'phone_number':
        customer.phone_number = (value as AnswerByKind['phone']).number;
        break;
      case 'gender': {
        const key = chosenOptionKey(question, value);
        if (key !== undefined) customer.gender = key;
        break;
      }
      case 'birth_year':
        // SPEC 5: "birth year (current year minus the answer)".
        if (typeof value === 'number') customer.birth_year = new Date(now).getUTCFullYear() - value;
        break;
      case 'schema': {
        const schema = (customer.schema ??= {});
        if (typeof value === 'object' && !Array.isArray(value)) Object.assign(schema, value);
        else schema[question.source.key ?? question.source.id] = value;
        break;
      }
      default:
        break;
    }
  }
  return customer;
}

/** Events of active event-dispatch triggers, in flow order, each once (e.g. PSN_REDIRECT_TO_STORE). */
function dispatchedEvents(runtime: FlowRuntime): string[] {
  const events: string[] = [];
  for (const { question } of answeredQuestions(runtime)) {
    const index = runtime.flow.questionElement.get(question.source.id)!;
    for (const t of elementState(runtime, index).activeTriggers ?? []) {
      const trigger = runtime.flow.triggers[t]!.source;
      if (trigger.scope !== 'event-dispatch') continue;
      for (const event of trigger.targetEvents ?? []) if (!events.includes(event)) events.push(event);
    }
  }
  return events;
}

/** SPEC 3.5: the feedback payload. */
export function buildFeedbackPayload(runtime: FlowRuntime, context: PayloadContext): FeedbackPayload {
  const answered = answeredQuestions(runtime).filter((a) => !context.partial || a.question.model.partialSave !== false);
  const spentMs = runtime.firstResponseTime === null ? 0 : Math.max(0, context.now - runtime.firstResponseTime);
  const events = dispatchedEvents(runtime);
  return {
    ...(context.deviceId ? { device_id: context.deviceId } : {}),
    created_at: new Date(context.now).toISOString(),
    node_id: context.nodeId,
    flow_id: runtime.flow.source.id,
    user_id: context.userId ?? null,
    origin_url: context.originUrl ?? null,
    language_id: runtime.language.id,
    created_offline: context.createdOffline ?? false,
    time_spent_in_seconds: Math.round(spentMs / 1000),
    ...(context.customAttributes ? { custom_attributes: context.customAttributes } : {}),
    ...(events.length > 0 ? { events } : {}),
    ...(context.finalStateId ? { final_state_id: context.finalStateId } : {}),
    responses: answered.flatMap(responseItems),
    customer: customerFromAnswers(answered, context.now, context.customerId),
  };
}

/**
 * SPEC 4.3: a partial feedback is saved after each answer when the flow allows it, unless responses were
 * preloaded, this is a preview, or the answer moves the respondent straight into a final state (the complete
 * submit follows at once).
 */
export function partialSaveDue(runtime: FlowRuntime, movesIntoFinalState = false): boolean {
  return runtime.flow.source.allowSavingIncompleteSurvey === true && !runtime.preloaded && !runtime.preview && !movesIntoFinalState;
}

export interface HostEvent {
  type: string;
  delayMs: number;
}

/**
 * SPEC 4.4: after a submit, events go to the host page in order: the dispatched trigger events, PSN_END_OF_FLOW,
 * then PSN_FEEDBACK_SUBMITTED, delayed 3000 ms when the final state is a thank-you state and the feedback is not
 * internal.
 */
export function submitEvents(runtime: FlowRuntime, finalState: number, options: { internal: boolean }): HostEvent[] {
  const thank = runtime.flow.states[finalState]!.source.style === 'thank';
  return [
    ...dispatchedEvents(runtime).map((type) => ({ type, delayMs: 0 })),
    { type: 'PSN_END_OF_FLOW', delayMs: 0 },
    { type: 'PSN_FEEDBACK_SUBMITTED', delayMs: thank && !options.internal ? 3000 : 0 },
  ];
}
