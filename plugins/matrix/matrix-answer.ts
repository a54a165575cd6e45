/** A matrix answer: chosen option ids by statement id (src/engine/answer-value.ts). */
export type MatrixAnswer = Record<string, string[]>;

export interface MatrixRules {
  /** Several options a row (checkboxes) rather than one (radio buttons). */
  multiple: boolean;
  /** Best-worst (maxdiff): a column holds one statement at most, so choosing it in one row takes it from another. */
  exclusiveColumns: boolean;
}

export interface MatrixChange {
  answer: MatrixAnswer | null;
  /** Statements that lost the option because another row took it (maxdiff), for an announcement. */
  takenFrom: string[];
}

/** Rows without a choice are left out, and an answer without rows is no answer (null), so clearing clears. */
function withoutEmptyRows(answer: MatrixAnswer): MatrixAnswer | null {
  const rows = Object.entries(answer).filter(([, chosen]) => chosen.length > 0);
  return rows.length === 0 ? null : Object.fromEntries(rows);
}

/** The answer after ticking (or unticking) one option in one statement's row. */
export function chooseInRow(answer: MatrixAnswer | null, statementId: string, optionId: string, checked: boolean, rules: MatrixRules): MatrixChange {
  const current = answer?.[statementId] ?? [];
  const row = !checked ? current.filter((id) => id !== optionId) : rules.multiple ? [...current.filter((id) => id !== optionId), optionId] : [optionId];
  const next: MatrixAnswer = { ...answer, [statementId]: row };
  const takenFrom: string[] = [];
  if (checked && rules.exclusiveColumns) {
    for (const [other, chosen] of Object.entries(next)) {
      if (other === statementId || !chosen.includes(optionId)) continue;
      next[other] = chosen.filter((id) => id !== optionId);
      takenFrom.push(other);
    }
  }
  return { answer: withoutEmptyRows(next), takenFrom };
}

/** The answer with one statement's row emptied. */
export function clearRow(answer: MatrixAnswer | null, statementId: string): MatrixAnswer | null {
  return answer ? withoutEmptyRows({ ...answer, [statementId]: [] }) : null;
}
