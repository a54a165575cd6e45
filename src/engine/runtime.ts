import type { FlowLanguage } from '../types/schemas';
import type { AnswerValue } from './answer-value';
import type { CompiledFlow } from './compiled-flow';
import type { ValidationMessage } from './messages';

/** SPEC 3.4 "Question response state", less what only screens need (loading, upload progress). */
export interface AnswerState {
  value: AnswerValue | null;
  isValid: boolean;
  error: ValidationMessage | null;
  hasRequiredError: boolean;
}

export interface ElementState {
  visible: boolean;
  /** Question elements only. */
  answer?: AnswerState;
  /** Question elements only: option ids hidden now, by the option's own isVisible or a trigger. */
  hiddenOptions?: readonly string[];
  /** Indexes of this element's triggers whose condition holds for its current answer (SPEC 3.4 appliedTriggers). */
  activeTriggers?: readonly number[];
}

/** The visited states, newest first: `previous` is SPEC 3.4's previousState, followed by Back. */
interface StateVisit {
  state: number;
  previous: StateVisit | null;
}

/**
 * Everything that changes while a respondent answers. Immutable: every engine function returns a new runtime
 * that shares what it did not touch. Element states are grouped by page so that an answer copies one page, not
 * the whole flow.
 */
export interface FlowRuntime {
  flow: CompiledFlow;
  language: FlowLanguage;
  /** By state index, then by element position within the state. */
  pages: readonly (readonly ElementState[])[];
  visit: StateVisit;
  /** Milliseconds since the epoch of the first answer (SPEC 4.3). */
  firstResponseTime: number | null;
  loadedAt: number;
  preview: boolean;
  /** Responses came with the address; partial saves are off (SPEC 4.3). */
  preloaded: boolean;
}

export function elementState(runtime: FlowRuntime, elementIndex: number): ElementState {
  const element = runtime.flow.element(elementIndex);
  return runtime.pages[element.stateIndex]![element.position]!;
}

/** States on the respondent's path, first visited first. */
export function visitedStates(runtime: FlowRuntime): number[] {
  const states: number[] = [];
  for (let visit: StateVisit | null = runtime.visit; visit; visit = visit.previous) states.push(visit.state);
  return states.reverse();
}
