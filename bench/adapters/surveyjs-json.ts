// The workload as SurveyJS JSON: a page per page, `visibleIf` for visibility conditions, page `visibleIf` for jumps.
import type { VisibilityCondition, Workload, WorkloadQuestion } from '../workload';

/** The subset of SurveyJS's JSON this bench writes; survey-core reads it with `new Model(json)`. */
export interface SurveyJson {
  clearInvisibleValues: 'onHidden';
  pages: { name: string; visibleIf?: string; elements: Record<string, unknown>[] }[];
}

const literal = (value: string | number) => (typeof value === 'number' ? String(value) : `'${value}'`);

function expressionOf(condition: VisibilityCondition): string {
  return `{${condition.sourceId}} ${condition.effect === 'show' ? '=' : '!='} ${literal(condition.equals)}`;
}

function elementOf(question: WorkloadQuestion): Record<string, unknown> {
  const base = { name: question.id, title: question.title, ...(question.condition ? { visibleIf: expressionOf(question.condition) } : {}) };
  if (question.kind === 'choice') return { ...base, type: 'radiogroup', choices: question.options!.map((key) => ({ value: key, text: key.toUpperCase() })) };
  if (question.kind === 'number') return { ...base, type: 'text', inputType: 'number' };
  return { ...base, type: 'text' };
}

/**
 * Page jumps become the skipped page's `visibleIf`: SurveyJS's "skip" trigger fires as soon as the answer is
 * given, mid-page, while a Canvass transition is taken on leaving the page; a hidden page is passed over by
 * "Next", which is the same path. The jumps only ever skip one page reached from the page before it, so the
 * two readings agree. `clearInvisibleValues: 'onHidden'` matches Canvass, which empties a question as it hides.
 */
export function toSurveyJson(workload: Workload): SurveyJson {
  const skippedBy = new Map(workload.jumps.map((jump) => {
    if (jump.toPage !== jump.fromPage + 2) throw new Error(`jump ${jump.fromPage} -> ${jump.toPage}: only one-page jumps map to a page visibleIf`);
    return [jump.fromPage + 1, jump];
  }));
  return {
    clearInvisibleValues: 'onHidden',
    pages: workload.pages.map((page, p) => {
      const jump = skippedBy.get(p);
      return {
        name: page.id,
        ...(jump ? { visibleIf: `{${jump.sourceId}} != ${literal(jump.equals)}` } : {}),
        elements: page.questions.map(elementOf),
      };
    }),
  };
}
