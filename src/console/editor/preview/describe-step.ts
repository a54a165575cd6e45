import { localise } from '../../../engine';
import type { FixtureStep, Flow } from '../../../types/schemas';

/** The question's text in the flow's first language (markdown marks dropped), or its id when it has none. */
function questionText(flow: Flow, id: string): string {
  for (const state of flow.states) {
    for (const element of state.elements) {
      if (element.question?.id !== id) continue;
      const text = element.question.body ? localise(element.question.body, flow.languages[0]?.code ?? 'en') : '';
      return text.replace(/[#*_`>]/g, '').trim() || id;
    }
  }
  return id;
}

/** A recorded step in words, for a failing test ("Answer “How was it?” with ["o-bad"]"). */
export function describeStep(step: FixtureStep, flow: Flow, t: (key: string, values?: Record<string, unknown>) => string): string {
  if (step.answer) return t('editor.preview.steps.answer', { question: questionText(flow, step.answer.question), value: JSON.stringify(step.answer.value) });
  if (step.next) return t(`editor.preview.steps.next_${step.next}`);
  if (step.back) return t('editor.preview.steps.back');
  if (step.language !== undefined) return t('editor.preview.steps.language', { language: step.language });
  return t('editor.preview.steps.check');
}
