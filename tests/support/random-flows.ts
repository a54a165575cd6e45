// Random valid flows and answers for the engine's property tests. Test code only: nothing outside *.test.ts imports it.
import fc from 'fast-check';
import type { Flow, FlowElement, FlowQuestion, FlowRule, FlowState, FlowTransition, FlowTrigger, RuleOperator } from '../../src/types/schemas';
import type { AnswerValue } from '../../src/engine/answer-value';

/** fast-check's in-test generator with the few shapes the flow generator asks for. */
export class Dice {
  constructor(private readonly g: fc.GeneratorValue) {}

  int(min: number, max: number): number {
    return this.g(fc.integer, { min, max });
  }

  /** True about `percent` times in a hundred. */
  chance(percent: number): boolean {
    return this.int(0, 99) < percent;
  }

  pick<T>(items: readonly T[]): T {
    return items[this.int(0, items.length - 1)]!;
  }

  /** Some of the items in a random order, at least `min` of them. */
  some<T>(items: readonly T[], min = 0, max = items.length): T[] {
    return this.g(fc.shuffledSubarray<T>, [...items], { minLength: Math.min(min, items.length), maxLength: Math.min(max, items.length) });
  }

  shuffle<T>(items: readonly T[]): T[] {
    return this.some(items, items.length);
  }

  text(): string {
    return this.g(fc.string, { maxLength: 16 });
  }

  number(): number {
    return this.chance(50) ? this.int(-10, 120) : this.g(fc.double, { min: -1e6, max: 1e6, noNaN: true, noDefaultInfinity: true });
  }

  json(): unknown {
    return this.g(fc.jsonValue, { maxDepth: 2 });
  }
}

const STYLES = ['radio', 'checklist', 'text', 'numeric', 'star', 'matrix', 'ranking'] as const;
type Style = (typeof STYLES)[number];
const WITH_OPTIONS: readonly Style[] = ['radio', 'checklist', 'matrix', 'ranking'];
const OPERATORS: readonly RuleOperator[] = ['equals', 'not_equals', 'contains', 'not_contains', 'regex', 'matches'];

export interface GeneratedQuestion {
  id: string;
  elementId: string;
  style: Style;
  /** Index of its page in `flow.states`. */
  page: number;
  /** Index of its element in the page's `elements` array (before sorting by order). */
  position: number;
  question: FlowQuestion;
}

export interface GeneratedFlow {
  flow: Flow;
  questions: GeneratedQuestion[];
  byId: ReadonlyMap<string, GeneratedQuestion>;
  /** For each show or hide trigger: an answer to the question it sits on that makes it apply. */
  activating: Map<FlowTrigger, AnswerValue>;
  /** The question each trigger sits on. */
  triggerSource: Map<FlowTrigger, GeneratedQuestion>;
}

const optionIds = (q: FlowQuestion): string[] => (q.options ?? []).map((o) => o.id);

function generateQuestion(d: Dice, id: string, style: Style): FlowQuestion {
  const question: FlowQuestion = { id, style, key: `key_${id}` };
  if (d.chance(40)) question.isRequired = true;
  const optionCount = d.int(2, 4);
  const options = () =>
    Array.from({ length: optionCount }, (_, i) => ({ id: `${id}-o${i}`, key: `k${i}`, ...(d.chance(10) ? { isVisible: false } : {}) }));
  switch (style) {
    case 'radio':
    case 'ranking':
      question.options = options();
      break;
    case 'checklist':
      question.options = options();
      question.isMultiSelect = d.chance(70);
      if (d.chance(40)) question.minSelectionCount = d.int(1, 2);
      if (d.chance(30)) question.maxSelectionCount = d.int(question.minSelectionCount ?? 1, optionCount);
      break;
    case 'matrix':
      question.statements = Array.from({ length: d.int(2, 3) }, (_, i) => ({ id: `${id}-s${i}` }));
      question.options = options();
      if (d.chance(60)) question.extra = { matrix_question_type: d.pick(['conjoint', 'maxdiff', 'others'] as const) };
      break;
    case 'text':
      if (d.chance(30)) question.minResponseLength = d.int(0, 3);
      if (d.chance(30)) question.maxResponseLength = d.int(9, 16);
      break;
    case 'numeric':
      if (d.chance(40)) question.lowerlimit = d.int(-5, 0);
      if (d.chance(40)) question.upperlimit = d.int(10, 100);
      break;
    case 'star':
      break;
  }
  return question;
}

/** Text value triggers: the value to compare with, and an answer that matches it. */
const TEXT_CONDITIONS: Record<RuleOperator, [string, string]> = {
  equals: ['yes', 'YES'],
  not_equals: ['yes', 'no'],
  contains: ['help', 'need help'],
  not_contains: ['help', 'all fine'],
  regex: ['^a+$', 'aaa'],
  matches: ['^fine$', 'Fine'],
};

interface Targets {
  elements: string[];
  options: { questionKey: string; optionKey: string }[];
}

function generateTrigger(d: Dice, source: GeneratedQuestion, targets: Targets, force?: 'hide'): { trigger: FlowTrigger; activating: AnswerValue } {
  const { question, style } = source;
  const action = force ?? d.pick(['show', 'hide'] as const);
  const roll = d.int(0, force ? 8 : 9);
  const scope = roll < 5 || targets.options.length === 0 ? 'element' : roll < 9 ? 'option' : 'event-dispatch';
  const aim: Partial<FlowTrigger> =
    scope === 'element'
      ? { targetIds: d.some(targets.elements, 1, 2) }
      : scope === 'option'
        ? { scope, targetOptionIds: d.some(targets.options, 1, 2) }
        : { scope, targetEvents: ['PSN_REDIRECT_TO_STORE'] };

  if (WITH_OPTIONS.includes(style)) {
    const option = d.pick(question.options!);
    const key = d.chance(80) ? option.key! : option.id;
    const activating: AnswerValue = style === 'matrix' ? { [question.statements![0]!.id]: [option.id] } : [option.id];
    return { trigger: { key, action, ...aim }, activating };
  }
  if (style === 'text') {
    const ruleType = d.pick(OPERATORS);
    const [answerValue, activating] = TEXT_CONDITIONS[ruleType];
    return { trigger: { controlType: 'value', ruleType, answerValue, action, ...aim }, activating };
  }
  // numeric and star: numbers compare numerically, or by pattern
  const value = d.int(1, 5);
  return d.chance(50)
    ? { trigger: { controlType: 'value', ruleType: 'equals', answerValue: d.chance(50) ? value : `${value}.0`, action, ...aim }, activating: value }
    : { trigger: { controlType: 'value', ruleType: 'regex', answerValue: '^[1-5]$', action, ...aim }, activating: value };
}

function generateRule(d: Dice, target: GeneratedQuestion): FlowRule {
  const elementId = d.chance(50) ? target.elementId : target.id;
  const { question, style } = target;
  if (WITH_OPTIONS.includes(style) && d.chance(80)) {
    const statementId = style === 'matrix' && d.chance(50) ? d.pick(question.statements!).id : undefined;
    return { elementId, optionIds: d.some(optionIds(question), 1), ...(statementId ? { statementId } : {}) };
  }
  const operator = d.pick(OPERATORS);
  const value = operator === 'regex' || operator === 'matches' ? d.pick(['^a+$', '^[1-3]$', 'k1', 'o1$']) : d.pick(['yes', 'help', 3, '3', 'k0', true]);
  return { elementId, operator, value };
}

export interface FlowOptions {
  /** Make sure the flow has a trigger that hides an element or option. */
  withHideTrigger?: boolean;
}

/** A valid flow: 1 to 4 pages of questions, labels and buttons, then a thank-you and maybe a chat state. */
export function generateFlow(d: Dice, options: FlowOptions = {}): GeneratedFlow {
  const pageCount = d.int(1, 4);
  const pages: FlowState[] = [];
  const questions: GeneratedQuestion[] = [];
  for (let p = 0; p < pageCount; p++) {
    const elements: FlowElement[] = [];
    const count = d.int(1, 3);
    for (let e = 0; e < count; e++) {
      const style = d.pick(STYLES);
      const id = `q${p}_${e}`;
      const question = generateQuestion(d, id, style);
      elements.push({ id: `el${p}_${e}`, type: 'question', question, ...(d.chance(15) ? { isVisible: false } : {}) });
      questions.push({ id, elementId: `el${p}_${e}`, style, page: p, position: e, question });
    }
    if (d.chance(30)) elements.push({ id: `label${p}`, type: 'label', body: { en: 'Note' }, ...(d.chance(30) ? { isVisible: false } : {}) });
    const button = d.pick(['next_page', 'submit', 'none'] as const);
    if (button !== 'none') elements.push({ id: `button${p}`, type: button, ...(d.chance(25) ? { requireAnswer: true } : {}) });
    if (d.chance(25)) d.shuffle(elements.map((_, i) => i)).forEach((order, i) => (elements[i]!.order = order));
    pages.push({ id: `page${p}`, elements });
  }
  if (d.chance(70)) pages[d.int(0, pageCount - 1)]!.isInitialState = true;

  const finals: FlowState[] = [{ id: 'thanks', style: 'thank', elements: [{ id: 'thanks-label', type: 'label', body: { en: '# Thanks' } }] }];
  if (d.chance(30)) finals.push({ id: 'talk', style: 'chat', elements: [{ id: 'talk-label', type: 'label', body: { en: 'Chat' } }] });

  const targets: Targets = {
    elements: pages.flatMap((page) => page.elements.map((e) => e.id)),
    options: questions
      .filter((q) => WITH_OPTIONS.includes(q.style))
      .flatMap((q) => q.question.options!.map((o) => ({ questionKey: d.chance(50) ? q.question.key! : q.id, optionKey: d.chance(80) ? o.key! : o.id }))),
  };
  const activating = new Map<FlowTrigger, AnswerValue>();
  const triggerSource = new Map<FlowTrigger, GeneratedQuestion>();
  const addTrigger = (source: GeneratedQuestion, force?: 'hide') => {
    const { trigger, activating: value } = generateTrigger(d, source, targets, force);
    const element = pages[source.page]!.elements[source.position]!;
    element.triggers = [...(element.triggers ?? []), trigger];
    activating.set(trigger, value);
    triggerSource.set(trigger, source);
  };
  for (const source of questions) {
    if (d.chance(45)) for (let i = d.int(1, 2); i > 0; i--) addTrigger(source);
  }
  const hides = [...triggerSource.keys()].some((t) => t.action === 'hide' && t.scope !== 'event-dispatch');
  if (options.withHideTrigger && !hides) addTrigger(d.pick(questions), 'hide');

  // Transitions and nextStateId only point forward, so every run ends; rules look at questions already passed.
  const transitions: FlowTransition[] = [];
  pages.forEach((page, p) => {
    const ahead = [...pages.slice(p + 1), ...finals].map((s) => s.id);
    if (d.chance(50)) page.nextStateId = d.pick(ahead);
    const earlier = questions.filter((q) => q.page <= p);
    for (let t = d.int(0, 2); t > 0; t--) {
      const rules = earlier.length === 0 ? [] : Array.from({ length: d.int(0, 2) }, () => generateRule(d, d.pick(earlier)));
      transitions.push({ fromStateId: page.id, toStateId: d.pick([...ahead, 'default-thank-state']), ...(rules.length ? { rules } : {}) });
    }
  });

  const flow: Flow = {
    id: 'random-flow',
    languages: [{ id: 1, code: 'en' }, { id: 2, code: 'tr' }],
    ...(d.chance(50) ? { defaultLanguageId: d.pick([1, 2]) } : {}),
    ...(d.chance(30) ? { allowSavingIncompleteSurvey: true } : {}),
    states: [...pages, ...finals] as Flow['states'],
    ...(transitions.length ? { transitions } : {}),
  };
  return { flow, questions, byId: new Map(questions.map((q) => [q.id, q])), activating, triggerSource };
}

const TEXTS = ['yes', 'need help', 'aaa', 'Fine', 'all fine', 'no'];

/** A valid, complete answer to the question as it stands, or undefined when none exists (too few visible options). */
export function validAnswer(d: Dice, { question, style }: GeneratedQuestion, visible: readonly string[]): AnswerValue | undefined {
  switch (style) {
    case 'radio':
      return visible.length ? [d.pick(visible)] : undefined;
    case 'checklist': {
      const low = Math.max(1, question.minSelectionCount ?? 0);
      const high = Math.min(question.maxSelectionCount ?? visible.length, visible.length);
      return low > high ? undefined : d.some(visible, low, high);
    }
    case 'ranking':
      return visible.length ? d.shuffle(visible) : undefined;
    case 'matrix':
      return visible.length ? Object.fromEntries(question.statements!.map((s) => [s.id, [d.pick(visible)]])) : undefined;
    case 'text': {
      const fits = TEXTS.filter((t) => t.length >= (question.minResponseLength ?? 0) && t.length <= (question.maxResponseLength ?? Infinity));
      return fits.length ? d.pick(fits) : 'abc';
    }
    case 'numeric':
      return d.int(question.lowerlimit ?? -5, question.upperlimit ?? 120);
    case 'star':
      return d.int(1, 5);
  }
}

/** Whether an answer is valid and complete by the SPEC's rules, judged without the engine. */
export function isSatisfied({ question, style }: GeneratedQuestion, value: AnswerValue | null, visible: readonly string[]): boolean {
  if (value === null) return false;
  const chosen = Array.isArray(value) ? (value as string[]) : [];
  const allVisible = chosen.every((id) => visible.includes(id)) && new Set(chosen).size === chosen.length;
  switch (style) {
    case 'radio':
      return chosen.length === 1 && allVisible;
    case 'checklist':
      return allVisible && chosen.length >= Math.max(1, question.minSelectionCount ?? 0) && chosen.length <= (question.maxSelectionCount ?? Infinity);
    case 'ranking':
      return allVisible && chosen.length === visible.length && chosen.length > 0;
    case 'matrix': {
      const rows = value as Record<string, string[]>;
      return question.statements!.every((s) => (rows[s.id]?.length ?? 0) > 0 && rows[s.id]!.every((id) => visible.includes(id)));
    }
    case 'text': {
      const length = (value as string).trim().length;
      return length > 0 && length >= (question.minResponseLength ?? 0) && length <= (question.maxResponseLength ?? Infinity);
    }
    case 'numeric':
      return (value as number) >= (question.lowerlimit ?? -Infinity) && (value as number) <= (question.upperlimit ?? Infinity);
    case 'star':
      return (value as number) >= 1 && (value as number) <= 5;
  }
}

/**
 * An answer in the right shape for the style, valid or not: visible options in any number (one at most for a
 * radio), any rows of a matrix, any text, any finite number.
 */
export function anyShapedAnswer(d: Dice, { question, style }: GeneratedQuestion, visible: readonly string[]): AnswerValue {
  switch (style) {
    case 'radio':
      return d.some(visible, 0, 1);
    case 'checklist':
    case 'ranking':
      return d.some(visible);
    case 'matrix':
      return Object.fromEntries(d.some(question.statements!.map((s) => s.id)).map((row) => [row, d.some(optionIds(question))]));
    case 'text':
      return d.chance(50) ? d.pick(TEXTS) : d.text();
    case 'numeric':
    case 'star':
      return d.number();
  }
}

/** An answer the question cannot take (another kind, an option it does not have or hides, ...), or undefined. */
export function wrongAnswer(d: Dice, { question, style }: GeneratedQuestion, visible: readonly string[]): unknown {
  const hidden = optionIds(question).filter((id) => !visible.includes(id));
  const wrong: unknown[] = [d.json(), Number.NaN, ['unknown-option']];
  if (hidden.length > 0 && style !== 'matrix') wrong.push([d.pick(hidden)]);
  if (style === 'radio' && visible.length > 1) wrong.push(visible.slice(0, 2));
  if (style === 'checklist' && visible.length > 0) wrong.push([visible[0], visible[0]]);
  if (style === 'matrix') wrong.push({ 'unknown-row': [] }, { [question.statements![0]!.id]: ['unknown-option'] });
  const value = d.pick(wrong);
  // Random JSON can happen to fit (a string for a text question); only values that cannot are returned.
  if ((style === 'text' && typeof value === 'string') || ((style === 'numeric' || style === 'star') && typeof value === 'number' && Number.isFinite(value))) return undefined;
  if (value === null || (Array.isArray(value) && value.length === 0 && style !== 'matrix')) return undefined;
  if (style === 'matrix' && typeof value === 'object' && !Array.isArray(value) && Object.keys(value as object).length === 0) return undefined;
  return value;
}
