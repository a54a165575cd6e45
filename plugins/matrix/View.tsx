import { localise } from '../../src/engine/language';
import type { QuestionViewProps } from '../../src/plugin-api/view';
import './matrix.css';

/**
 * Statements in rows, options in columns: a real table whose rows are radio groups (checkboxes with
 * isMultiSelect), each labelled by its statement. Below 480 px each row stacks under its statement.
 */
export default function MatrixView({ question, value, onChange, options, language, ids, invalid }: QuestionViewProps<'matrix'>) {
  const statements = question.statements ?? [];
  const multiple = question.isMultiSelect === true;
  const answer = value ?? {};
  const set = (statementId: string, optionId: string, checked: boolean) => {
    const current = answer[statementId] ?? [];
    let row = multiple ? (checked ? [...current, optionId] : current.filter((id) => id !== optionId)) : checked ? [optionId] : [];
    const next: Record<string, string[]> = { ...answer, [statementId]: row };
    // Best-worst (maxdiff): an option chosen for one statement is taken from the others.
    if (question.extra?.matrix_question_type === 'maxdiff' && checked) {
      for (const other of Object.keys(next)) if (other !== statementId) next[other] = next[other]!.filter((id) => id !== optionId);
      row = next[statementId]!;
    }
    const filled = Object.fromEntries(Object.entries(next).filter(([, ids]) => ids.length > 0));
    onChange(Object.keys(filled).length === 0 ? null : filled);
  };
  const columnsOf = (statement: (typeof statements)[number]) => statement.options ?? options;
  const headColumns = options;
  return (
    <table id={ids.input} className="cv-matrix" aria-labelledby={ids.label} aria-describedby={`${ids.description} ${ids.error}`}>
      <thead>
        <tr>
          <td />
          {headColumns.map((option) => (
            <th key={option.id} scope="col">{localise(option.body, language) || option.key || option.id}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {statements.map((statement) => {
          const rowLabel = `${ids.input}-${statement.id}`;
          return (
            <tr key={statement.id} role={multiple ? 'group' : 'radiogroup'} aria-labelledby={rowLabel} aria-invalid={invalid || undefined}>
              <th scope="row" id={rowLabel}>{localise(statement.body, language) || statement.key || statement.id}</th>
              {columnsOf(statement).map((option) => {
                const id = `${rowLabel}-${option.id}`;
                const text = localise(option.body, language) || option.key || option.id;
                return (
                  <td key={option.id} data-label={text}>
                    <label htmlFor={id} className="cv-matrix__cell">
                      <input
                        id={id}
                        type={multiple ? 'checkbox' : 'radio'}
                        name={rowLabel}
                        checked={(answer[statement.id] ?? []).includes(option.id)}
                        onChange={(e) => set(statement.id, option.id, e.target.checked)}
                      />
                      <span className="cv-visually-hidden">{text}</span>
                    </label>
                  </td>
                );
              })}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
