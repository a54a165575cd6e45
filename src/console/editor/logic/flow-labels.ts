import type { Flow, FlowElement, FlowQuestion, FlowState, LocalisedText } from '../../../types/schemas';

/** Longest label an editor list shows of a question or option text before cutting it with "…". */
const LABEL_LENGTH = 60;

/** The flow's default language code, else its first: the language the editor names things in. */
function flowLanguage(flow: Flow): string | undefined {
  const languages = flow.languages ?? [];
  return (languages.find((l) => l.id === flow.defaultLanguageId) ?? languages[0])?.code;
}

/**
 * A localised text as one short line for a label: the flow's default language, else any filled one; markdown
 * headings lose their '#', and only the first line counts (labels start "# Title\nmore").
 */
export function shortText(text: LocalisedText | undefined, flow: Flow): string | undefined {
  if (!text) return undefined;
  const language = flowLanguage(flow);
  const full = (language !== undefined ? text[language] : undefined) || Object.values(text).find((v) => v.trim() !== '');
  if (!full) return undefined;
  const line = full.trim().split('\n')[0]!.replace(/^#+\s*/, '').trim();
  return line.length > LABEL_LENGTH ? `${line.slice(0, LABEL_LENGTH - 1).trimEnd()}…` : line;
}

export const stateLabel = (state: FlowState): string => state.name?.trim() || state.id;

export const questionLabel = (element: FlowElement, flow: Flow): string =>
  shortText(element.question?.body, flow) ?? element.question?.key ?? element.id;

export const optionLabel = (option: { id: string; key?: string; body?: LocalisedText }, flow: Flow): string =>
  shortText(option.body, flow) ?? option.key ?? option.id;

export interface QuestionPlace {
  state: FlowState;
  element: FlowElement;
  question: FlowQuestion;
  stateIndex: number;
  elementIndex: number;
}

interface FlowIndex {
  questions: Map<string, QuestionPlace>;
  elements: Map<string, FlowElement>;
}

// A draft is immutable (immer), so its index is built once and dropped with it; summaries and problem checks
// look up thousands of ids on a big flow.
const indexes = new WeakMap<Flow, FlowIndex>();

function indexOf(flow: Flow): FlowIndex {
  let index = indexes.get(flow);
  if (!index) {
    index = { questions: new Map(), elements: new Map() };
    const places = questionsOf(flow);
    // Element ids first, then question ids, as the engine resolves a rule's elementId (src/engine/rules.ts).
    for (const state of flow.states ?? []) for (const element of state.elements ?? []) if (!index.elements.has(element.id)) index.elements.set(element.id, element);
    for (const place of places) if (!index.questions.has(place.element.id)) index.questions.set(place.element.id, place);
    for (const place of places) {
      if (!index.questions.has(place.question.id)) index.questions.set(place.question.id, place);
      if (!index.elements.has(place.question.id)) index.elements.set(place.question.id, place.element);
    }
    indexes.set(flow, index);
  }
  return index;
}

/** Rules and triggers name a question by its element's id or by the question's own id; the engine takes both. */
export const findQuestion = (flow: Flow, id: string): QuestionPlace | undefined => indexOf(flow).questions.get(id);

/** The element with this id, or the element of the question with this id (trigger targets name either). */
export const findElement = (flow: Flow, id: string): FlowElement | undefined => indexOf(flow).elements.get(id);

/** Every question of the flow in reading order. */
export function questionsOf(flow: Flow): QuestionPlace[] {
  return (flow.states ?? []).flatMap((state, stateIndex) =>
    (state.elements ?? []).flatMap((element, elementIndex) =>
      element.question ? [{ state, element, question: element.question, stateIndex, elementIndex }] : []));
}

/** Options a rule may name: the question's own and, for a matrix, those of its rows. */
export function optionsOf(question: FlowQuestion, statementId?: string): NonNullable<FlowQuestion['options']> {
  const statement = statementId === undefined ? undefined : question.statements?.find((s) => s.id === statementId);
  return statement?.options ?? question.options ?? [];
}
