import type { Flow, FlowElement, FlowState, FlowTransition } from '../src/types/schemas';

/** A seeded pseudo-random generator (mulberry32): the same seed gives the same flow and answers. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const STYLES = ['radio', 'star', 'text'] as const;

/**
 * P pages of Q questions with a next button, two questions in three carrying a trigger that shows or hides
 * a later question of its page, and one rule-based jump per page: the shape of a large real survey.
 */
export function generateFlow(pages: number, questionsPerPage: number, seed = 1): Flow {
  const random = seeded(seed);
  const states: FlowState[] = [];
  const transitions: FlowTransition[] = [];
  for (let p = 0; p < pages; p++) {
    const elements: FlowElement[] = [];
    for (let q = 0; q < questionsPerPage; q++) {
      const id = `p${p}q${q}`;
      const style = STYLES[(p + q) % STYLES.length]!;
      const element: FlowElement = {
        id: `e-${id}`,
        type: 'question',
        question: {
          id,
          style,
          body: { en: `Question ${p}.${q}` },
          ...(style === 'radio' ? { options: ['a', 'b', 'c'].map((o) => ({ id: `${id}${o}`, key: o, body: { en: o } })) } : {}),
        },
      };
      const target = q + 1 + Math.floor(random() * 3);
      const action = random() < 0.5 ? 'hide' : 'show';
      const targetIds = [`e-p${p}q${target}`];
      if (target < questionsPerPage && style === 'radio') element.triggers = [{ key: 'c', action, scope: 'element', targetIds }];
      if (target < questionsPerPage && style === 'star') {
        element.triggers = [{ controlType: 'value', ruleType: 'equals', answerValue: 5, action, scope: 'element', targetIds }];
      }
      elements.push(element);
    }
    // Targets of show triggers start hidden.
    for (const element of elements) {
      for (const trigger of element.triggers ?? []) {
        if (trigger.action !== 'show') continue;
        const target = elements.find((e) => e.id === trigger.targetIds![0]);
        if (target) target.isVisible = false;
      }
    }
    elements.push({ id: `next-${p}`, type: 'next_page', body: { en: 'Next' } });
    const last = p === pages - 1;
    states.push({ id: `s${p}`, ...(p === 0 ? { isInitialState: true } : {}), elements, ...(last ? { nextStateId: 'end' } : { nextStateId: `s${p + 1}` }) });
    if (!last && p + 2 < pages) {
      transitions.push({ fromStateId: `s${p}`, toStateId: `s${p + 2}`, rules: [{ elementId: `e-p${p}q1`, operator: 'equals', value: 'skip' }] });
    }
  }
  states.push({ id: 'end', style: 'thank', elements: [{ id: 'end-label', type: 'label', body: { en: '# Thanks' } }] });
  return { id: `bench-${pages}x${questionsPerPage}`, languages: [{ id: 1, code: 'en' }], states, transitions };
}

export function countTriggersAndRules(flow: Flow): number {
  const triggers = flow.states.reduce((n, s) => n + s.elements.reduce((m, e) => m + (e.triggers?.length ?? 0), 0), 0);
  return triggers + (flow.transitions ?? []).reduce((n, t) => n + (t.rules?.length ?? 0), 0);
}
