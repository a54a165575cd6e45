import type { Flow, FlowElement, FlowQuestion, FlowState, LocalisedText } from '../../../types/schemas';

/** Longest label an editor list shows of a question or option text before cutting it with "…". */
const LABEL_LENGTH = 60;

/** The flow's default language code, else its first: the language the editor names things in. */
export function flowLanguage(flow: Flow): string | undefined {
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

/** Rules and triggers name a question by its element's id or by the question's own id; the engine takes both. */
export function findQuestion(flow: Flow, id: string): QuestionPlace | undefined {
  for (const [stateIndex, state] of (flow.states ?? []).entries()) {
    for (const [elementIndex, element] of (state.elements ?? []).entries()) {
      if (element.question && (element.id === id || element.question.id === id)) {
        return { state, element, question: element.question, stateIndex, elementIndex };
      }
    }
  }
  return undefined;
}

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
