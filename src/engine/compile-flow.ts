import type { Flow, FlowElement, FlowState, FlowTransition } from '../types/schemas';
import { CompiledFlow, DEFAULT_THANK_STATE_ID, type CompiledElement, type CompiledState, type CompiledTrigger } from './compiled-flow';
import type { QuestionModels } from './question-model';

/** SPEC 2.2: "The default thank-you state has id default-thank-state, holding one label." */
export const DEFAULT_THANK_STATE: FlowState = {
  id: DEFAULT_THANK_STATE_ID,
  name: 'Thank you',
  style: 'thank',
  elements: [{ id: 'default-thank-label', type: 'label', body: { en: '# Thank You', tr: '# Teşekkür Ederiz' } }],
};

export const isFinalStyle = (style: FlowState['style']): boolean => style === 'thank' || style === 'chat';

function sortedElements(elements: readonly FlowElement[]): FlowElement[] {
  // Array.prototype.sort is stable: elements without `order` keep their array position among equals.
  return elements
    .map((element, position) => ({ element, key: element.order ?? position }))
    .sort((a, b) => a.key - b.key)
    .map(({ element }) => element);
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/**
 * Prepares a validated flow for the interpreter. References are assumed checked (see `checkFlowReferences`);
 * an unknown question style is a programming error here and throws.
 */
export function compileFlow(flow: Flow, models: QuestionModels): CompiledFlow {
  const sourceStates = flow.states.some((s) => s.id === DEFAULT_THANK_STATE_ID)
    ? flow.states
    : [...flow.states, DEFAULT_THANK_STATE];

  const stateIndexById = new Map(sourceStates.map((s, i) => [s.id, i]));
  const elements: CompiledElement[] = [];
  const elementIndexById = new Map<string, number>();
  const questionElement = new Map<string, number>();
  const pendingTriggers: { element: number; trigger: NonNullable<FlowElement['triggers']>[number] }[] = [];

  const states: CompiledState[] = sourceStates.map((state, stateIndex) => {
    const indexes = sortedElements(state.elements).map((source, position) => {
      const index = elements.length;
      const compiled: CompiledElement = { index, source, stateIndex, position, triggers: [] };
      if (source.question) {
        const model = models[source.question.style];
        if (!model) throw new Error(`Unknown question style "${source.question.style}" in element ${source.id}`);
        compiled.question = { source: source.question, model, optionIds: (source.question.options ?? []).map((o) => o.id) };
        questionElement.set(source.question.id, index);
        if (source.question.key && !questionElement.has(source.question.key)) questionElement.set(source.question.key, index);
      }
      for (const trigger of source.triggers ?? []) pendingTriggers.push({ element: index, trigger });
      elements.push(compiled);
      elementIndexById.set(source.id, index);
      return index;
    });
    return { index: stateIndex, source: state, elements: indexes, isFinal: isFinalStyle(state.style) };
  });

  const triggers: CompiledTrigger[] = [];
  const triggersOnElement = new Map<number, number[]>();
  const triggersOnOption = new Map<string, number[]>();
  const triggersOfElement = new Map<number, number[]>();
  for (const { element, trigger } of pendingTriggers) {
    const index = triggers.length;
    const scope = trigger.scope ?? 'element';
    const targetElements =
      scope === 'element'
        ? (trigger.targetIds ?? []).map((id) => elementIndexById.get(id) ?? questionElement.get(id)).filter((i) => i !== undefined)
        : [];
    const targetOptions =
      scope === 'option'
        ? (trigger.targetOptionIds ?? []).flatMap(({ questionKey, optionKey }) => {
            const target = questionElement.get(questionKey);
            const option = target === undefined ? undefined : elements[target]!.question!.source.options?.find((o) => o.key === optionKey || o.id === optionKey);
            return target !== undefined && option ? [{ element: target, optionId: option.id }] : [];
          })
        : [];
    triggers.push({ index, source: trigger, sourceElement: element, targetElements, targetOptions });
    push(triggersOfElement, element, index);
    for (const target of targetElements) push(triggersOnElement, target, index);
    for (const { element: target, optionId } of targetOptions) push(triggersOnOption, `${target}:${optionId}`, index);
  }
  for (const [element, list] of triggersOfElement) elements[element]!.triggers = list;

  const transitionsFrom: FlowTransition[][] = sourceStates.map(() => []);
  for (const transition of flow.transitions ?? []) {
    const from = stateIndexById.get(transition.fromStateId);
    if (from !== undefined) transitionsFrom[from]!.push(transition);
  }

  const initial = sourceStates.findIndex((s) => s.isInitialState);
  return new CompiledFlow(
    flow,
    flow.languages,
    states,
    elements,
    triggers,
    initial === -1 ? 0 : initial,
    stateIndexById.get(DEFAULT_THANK_STATE_ID)!,
    transitionsFrom,
    stateIndexById,
    elementIndexById,
    questionElement,
    triggersOnElement,
    triggersOnOption,
  );
}
