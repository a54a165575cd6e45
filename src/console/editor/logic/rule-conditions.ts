import type { AnswerKind } from '../../../engine/answer-value';
import type { PluginRegistry } from '../../../plugin-api/registry';
import type { FlowQuestion, RuleOperator } from '../../../types/schemas';

/**
 * What a rule can test, as the editor offers it: a schema operator, or 'chosen' for a rule without one, which
 * the engine matches when any of `optionIds` is chosen (SPEC 4.4 "by default, matching option ids").
 */
export type RuleCondition = RuleOperator | 'chosen';

const TEXT: readonly RuleCondition[] = ['equals', 'not_equals', 'contains', 'not_contains', 'regex'];
const ALL: readonly RuleCondition[] = ['chosen', 'equals', 'not_equals', 'contains', 'not_contains', 'regex', 'matches'];

/**
 * The conditions that mean something for an answer kind (src/engine/answer-kinds.ts `texts`, `optionIds`): an
 * option answer is tested by the options chosen or by an option's key; a number or a yes/no by its value; text
 * of any sort by the text operators. `matches` is regex's alias: offered only to a rule that already uses it.
 */
const BY_KIND: Record<AnswerKind, readonly RuleCondition[]> = {
  choice: ['chosen', 'equals', 'not_equals', 'regex'],
  ranking: ['chosen', 'equals', 'not_equals', 'regex'],
  matrix: ['chosen', 'equals', 'not_equals'],
  number: ['equals', 'not_equals', 'regex'],
  boolean: ['equals', 'not_equals'],
  text: TEXT,
  phone: TEXT,
  file: ['contains', 'not_contains', 'regex'],
  object: TEXT,
};

export const answerKindOf = (question: FlowQuestion | undefined, registry: PluginRegistry): AnswerKind | undefined =>
  question ? registry[question.style]?.answer : undefined;

/** Conditions for a question of this kind; an unknown style (not in the registry) gets every one. */
export const conditionsFor = (kind: AnswerKind | undefined): readonly RuleCondition[] => (kind ? BY_KIND[kind] : ALL);

/** How the value of a rule is entered for this kind and condition. */
export type ValueInput = 'options' | 'option' | 'boolean' | 'number' | 'text';

export function valueInputFor(kind: AnswerKind | undefined, condition: RuleCondition): ValueInput {
  if (condition === 'chosen') return 'options';
  if (condition === 'regex' || condition === 'matches') return 'text';
  if (kind === 'choice' || kind === 'ranking' || kind === 'matrix') return condition === 'equals' || condition === 'not_equals' ? 'option' : 'text';
  if (kind === 'boolean') return 'boolean';
  if (kind === 'number') return 'number';
  return 'text';
}
