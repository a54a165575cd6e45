import type { AnswerSetQuery } from '../storage/answer-index';
import { answerToken, indexable, isTokens } from './answer-sets';
import type { ResultsFilter } from './filters';

/** A `range` condition, checked on each answer set the database returns (a number is not a substring). */
interface NumberRange {
  questionId: string;
  min: number;
  max: number;
}

/** The same bounds filters.ts answerHolds reads from `min..max`; a bound that is not a number matches nothing. */
function rangeOf(questionId: string, value: string): NumberRange {
  const [low, high] = value.split('..');
  return { questionId, min: low ? Number(low) : -Infinity, max: high ? Number(high) : Infinity };
}

/**
 * The answer-index read of a filter, or undefined when a condition needs the payload: `contains` (a case-folded
 * substring of any answer, which the index does not keep) or a value holding the index's separators.
 */
export function answerSetQuery(filter: ResultsFilter): (AnswerSetQuery & { ranges: NumberRange[] }) | undefined {
  const { answers, ...rollupFilter } = filter;
  if (answers.some((condition) => condition.operator === 'contains' || !indexable(condition.value) || !indexable(condition.questionId))) return undefined;
  const required: string[][] = [];
  const forbidden: string[] = [];
  const ranges: NumberRange[] = [];
  for (const { questionId, operator, value } of answers) {
    if (operator === 'is') required.push(isTokens(questionId, value));
    else if (operator === 'is_not') forbidden.push(...isTokens(questionId, value));
    else {
      // Only feedbacks that answered the question can hold a number for it: the database narrows to those first.
      required.push([answerToken(questionId, '*')]);
      ranges.push(rangeOf(questionId, value));
    }
  }
  return { ...rollupFilter, required, forbidden, ranges };
}
