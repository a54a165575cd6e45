// The workload as a Canvass flow: a state per page, triggers for visibility conditions, transitions for jumps.
import type { Flow, FlowElement, FlowState, FlowTransition, FlowTrigger } from '../../src/types/schemas';
import type { VisibilityCondition, Workload, WorkloadAnswer, WorkloadQuestion } from '../workload';

const STYLE_OF = { choice: 'radio', text: 'text', number: 'numeric' } as const;

const elementIdOf = (questionId: string) => `e-${questionId}`;
const optionIdOf = (questionId: string, key: string) => `${questionId}-${key}`;

function questionElement(question: WorkloadQuestion): FlowElement {
  return {
    id: elementIdOf(question.id),
    type: 'question',
    // A show condition's target starts hidden; its trigger shows it.
    ...(question.condition?.effect === 'show' ? { isVisible: false } : {}),
    question: {
      id: question.id,
      style: STYLE_OF[question.kind],
      body: { en: question.title },
      ...(question.options ? { options: question.options.map((key) => ({ id: optionIdOf(question.id, key), key, body: { en: key.toUpperCase() } })) } : {}),
    },
  };
}

/** A condition lives on its source question in Canvass: a trigger aimed at the conditioned question. */
function triggerFor(condition: VisibilityCondition, targetId: string): FlowTrigger {
  const aim = { action: condition.effect, scope: 'element' as const, targetIds: [elementIdOf(targetId)] };
  return typeof condition.equals === 'number'
    ? { ...aim, controlType: 'value', ruleType: 'equals', answerValue: condition.equals }
    : { ...aim, key: condition.equals };
}

export function toCanvassFlow(workload: Workload): Flow {
  const elements = new Map<string, FlowElement>();
  const states: FlowState[] = workload.pages.map((page, p) => {
    const pageElements = page.questions.map(questionElement);
    for (const element of pageElements) elements.set(element.question!.id, element);
    const last = p === workload.pages.length - 1;
    return {
      id: page.id,
      ...(p === 0 ? { isInitialState: true } : {}),
      nextStateId: last ? 'end' : workload.pages[p + 1]!.id,
      elements: [...pageElements, { id: `next-${page.id}`, type: 'next_page', body: { en: 'Next' } }],
    };
  });
  for (const question of workload.pages.flatMap((page) => page.questions)) {
    if (!question.condition) continue;
    const source = elements.get(question.condition.sourceId)!;
    source.triggers = [...(source.triggers ?? []), triggerFor(question.condition, question.id)];
  }
  states.push({ id: 'end', style: 'thank', elements: [{ id: 'end-label', type: 'label', body: { en: '# Thanks' } }] });
  const transitions: FlowTransition[] = workload.jumps.map((jump) => ({
    fromStateId: workload.pages[jump.fromPage]!.id,
    toStateId: workload.pages[jump.toPage]!.id,
    rules: [{ elementId: elementIdOf(jump.sourceId), optionIds: [optionIdOf(jump.sourceId, jump.equals)] }],
  }));
  return { id: workload.id, languages: [{ id: 1, code: 'en' }], states, transitions };
}

/** The workload's answer for a question in the shape Canvass stores it (a radio answer is a list of option ids). */
export function canvassAnswer(question: WorkloadQuestion, answer: WorkloadAnswer): string | number | string[] {
  return question.kind === 'choice' ? [optionIdOf(question.id, String(answer))] : answer;
}
