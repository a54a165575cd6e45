import type { Flow, FlowElement, FlowLanguage, FlowQuestion, FlowState, FlowTransition, FlowTrigger } from '../types/schemas';
import type { QuestionModel } from './question-model';

/** SPEC 2.2: the thank-you state used when a flow names no next state. */
export const DEFAULT_THANK_STATE_ID = 'default-thank-state';

export interface CompiledQuestion {
  source: FlowQuestion;
  model: QuestionModel;
  /** Option ids in display order. */
  optionIds: readonly string[];
}

export interface CompiledElement {
  /** Index into CompiledFlow.elements. */
  index: number;
  source: FlowElement;
  stateIndex: number;
  /** Position within its state's elements, after sorting by `order`. */
  position: number;
  question?: CompiledQuestion;
  /** Indexes into CompiledFlow.triggers of the triggers that sit on this element. */
  triggers: readonly number[];
}

export interface CompiledTrigger {
  index: number;
  source: FlowTrigger;
  /** The question element whose answer activates it. */
  sourceElement: number;
  targetElements: readonly number[];
  targetOptions: readonly { element: number; optionId: string }[];
}

export interface CompiledState {
  index: number;
  source: FlowState;
  /** Global element indexes in display order. */
  elements: readonly number[];
  isFinal: boolean;
}

/**
 * A flow prepared for interpretation: ids resolved to indexes, elements sorted, and the dependency indexes
 * that make an answer cost what depends on it rather than what the flow holds. Built once at load; never changed.
 */
export class CompiledFlow {
  constructor(
    readonly source: Flow,
    readonly languages: readonly FlowLanguage[],
    readonly states: readonly CompiledState[],
    readonly elements: readonly CompiledElement[],
    readonly triggers: readonly CompiledTrigger[],
    readonly initialState: number,
    readonly defaultThankState: number,
    /** By state index. */
    readonly transitionsFrom: readonly (readonly FlowTransition[])[],
    readonly stateIndexById: ReadonlyMap<string, number>,
    readonly elementIndexById: ReadonlyMap<string, number>,
    /** Question id or key to element index. */
    readonly questionElement: ReadonlyMap<string, number>,
    /** Element index to the triggers that show or hide it. */
    readonly triggersOnElement: ReadonlyMap<number, readonly number[]>,
    /** `${element}:${optionId}` to the triggers that show or hide that option. */
    readonly triggersOnOption: ReadonlyMap<string, readonly number[]>,
  ) {}

  stateId(index: number): string {
    return this.states[index]!.source.id;
  }

  element(index: number): CompiledElement {
    return this.elements[index]!;
  }

  questionElementOf(questionIdOrKey: string): CompiledElement | undefined {
    const index = this.questionElement.get(questionIdOrKey);
    return index === undefined ? undefined : this.elements[index];
  }
}
