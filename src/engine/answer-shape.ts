import type { FlowOption } from '../types/schemas';
import type { AnswerValue } from './answer-value';
import type { CompiledQuestion } from './compiled-flow';

const ids = (options: readonly FlowOption[] | undefined) => new Set((options ?? []).map((o) => o.id));

/**
 * Why an answer already of its style's kind (dispatchAnswer checked that) cannot belong to its question, or null:
 * an option or matrix row the question does not have, a hidden option, or several options for a single-choice
 * question. Screens only offer what the question has; server data and edited addresses may not.
 */
export function answerOptionProblem(question: CompiledQuestion, value: AnswerValue, hiddenOptions: readonly string[]): string | null {
  const { source, model } = question;
  if (model.dynamicOptions) return null;
  if ((model.answer === 'choice' || model.answer === 'ranking') && Array.isArray(value)) {
    const chosen = value;
    const known = ids(source.options);
    const unknown = chosen.find((id) => !known.has(id));
    if (unknown !== undefined) return `has no option "${unknown}"`;
    const hidden = chosen.find((id) => hiddenOptions.includes(id));
    if (hidden !== undefined) return `cannot be answered with the hidden option "${hidden}"`;
    if (model.singleChoice && !source.isMultiSelect && chosen.length > 1) return 'takes one option';
    if (new Set(chosen).size !== chosen.length) return 'lists an option twice';
  }
  if (model.answer === 'matrix') {
    for (const [statementId, chosen] of Object.entries(value as Record<string, string[]>)) {
      const statement = source.statements?.find((s) => s.id === statementId);
      if (!statement) return `has no statement "${statementId}"`;
      const known = ids(statement.options ?? source.options);
      const unknown = chosen.find((id) => !known.has(id));
      if (unknown !== undefined) return `has no option "${unknown}" in statement "${statementId}"`;
    }
  }
  return null;
}
