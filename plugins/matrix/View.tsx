import { useRef, useState, type KeyboardEvent } from 'react';
import { localise } from '../../src/plugin-api/language';
import { registerPluginMessages, usePluginTranslation } from '../../src/plugin-api/messages';
import { messages } from './messages';
import type { QuestionViewProps } from '../../src/plugin-api/view';
import type { FlowOption, FlowStatement } from '../../src/types/schemas';
import { chooseInRow, clearRow } from './matrix-answer';
import './matrix.css';

registerPluginMessages('matrix', { en: messages });

const visible = (options: readonly FlowOption[]) => options.filter((o) => o.isVisible !== false);

/**
 * Statements in rows, options in columns: a real table whose rows are each a radio group (checkboxes with
 * isMultiSelect) labelled by the statement. Below 480 px the CSS stacks each row under its statement and shows
 * the option names beside the buttons. Best-worst (maxdiff) shows "Most", the statement, then "Least", and a
 * column is held by one statement at a time; conjoint and others use the plain grid.
 */
export default function MatrixView({ question, value, onChange, options, language, ids, invalid, required }: QuestionViewProps<'matrix'>) {
  const { t } = usePluginTranslation('matrix');
  const [announcement, setAnnouncement] = useState('');
  const table = useRef<HTMLTableElement>(null);
  const statements = question.statements ?? [];
  const maxdiff = question.extra?.matrix_question_type === 'maxdiff';
  const rules = { multiple: question.isMultiSelect === true && !maxdiff, exclusiveColumns: maxdiff };
  // SPEC 2.2 maxdiff: the flow's two options are the best and worst columns; unnamed ones read "Most" and "Least".
  const columnText = (option: FlowOption, index: number) =>
    localise(option.body, language) || (maxdiff && index < 2 ? t(index === 0 ? 'most' : 'least') : '') || option.key || option.id;
  const statementText = (statement: FlowStatement) => localise(statement.body, language) || statement.key || statement.id;
  // A maxdiff grid reads Most | statement | Least, the layout respondents know from best-worst surveys.
  const statementColumn = maxdiff && options.length === 2 ? 1 : 0;
  const columnCount = Math.max(1, options.length);
  const rowInvalid = (statementId: string) => invalid && (maxdiff || !value?.[statementId]?.length || statements.every((s) => value?.[s.id]?.length));

  const choose = (statement: FlowStatement, option: FlowOption, index: number, checked: boolean) => {
    const change = chooseInRow(value, statement.id, option.id, checked, rules);
    onChange(change.answer);
    const losers = statements.filter((s) => change.takenFrom.includes(s.id));
    setAnnouncement(losers.map((s) => t('taken', { statement: statementText(s), column: columnText(option, index) })).join(' '));
  };
  // Radios keep their choice when chosen again, so Delete or Backspace empties the focused row (as option lists do).
  const onRowKeyDown = (statement: FlowStatement) => (event: KeyboardEvent) => {
    if ((event.key !== 'Delete' && event.key !== 'Backspace') || rules.multiple || !value?.[statement.id]?.length) return;
    event.preventDefault();
    onChange(clearRow(value, statement.id));
    setAnnouncement(t('rowCleared', { statement: statementText(statement) }));
  };
  const clearAll = () => {
    onChange(null);
    setAnnouncement(t('cleared'));
    table.current?.querySelector('input')?.focus();
  };

  const cell = (statement: FlowStatement, rowIndex: number, option: FlowOption, index: number, withText: boolean) => {
    const id = `${ids.input}-r${rowIndex}-c${index}`;
    const text = columnText(option, index);
    return (
      <label key={option.id} htmlFor={id} className="cv-matrix__choice">
        <input
          id={id}
          type={rules.multiple ? 'checkbox' : 'radio'}
          name={`${ids.input}-r${rowIndex}`}
          value={option.id}
          checked={value?.[statement.id]?.includes(option.id) ?? false}
          onChange={(e) => choose(statement, option, index, e.target.checked)}
        />
        <span className={withText ? 'cv-matrix__text' : 'cv-matrix__text cv-matrix__text--narrow-only'}>{text}</span>
      </label>
    );
  };

  const header = options.map((option, index) => (
    <th key={option.id} scope="col">
      {columnText(option, index)}
    </th>
  ));
  header.splice(statementColumn, 0, <td key="statement" className="cv-matrix__corner" />);

  return (
    <div className={maxdiff ? 'cv-matrix cv-matrix--maxdiff' : 'cv-matrix'}>
      <div className="cv-matrix__scroll">
        <table ref={table} id={ids.input} className="cv-matrix__table" aria-labelledby={ids.label} aria-describedby={`${ids.description} ${ids.error}`}>
          {options.length > 0 ? (
            <thead>
              <tr>{header}</tr>
            </thead>
          ) : null}
          <tbody>
            {statements.map((statement, rowIndex) => {
              const headerId = `${ids.input}-r${rowIndex}`;
              // A statement may bring its own options (SPEC 3.4); they do not fit the header, so they are named in the row.
              const own = statement.options ? visible(statement.options) : null;
              const cells = own
                ? [<td key="own" colSpan={columnCount} className="cv-matrix__own">{own.map((option, index) => cell(statement, rowIndex, option, index, true))}</td>]
                : options.map((option, index) => <td key={option.id}>{cell(statement, rowIndex, option, index, false)}</td>);
              cells.splice(own ? 0 : statementColumn, 0, (
                <th key="statement" scope="row" id={headerId} className="cv-matrix__statement">
                  {statementText(statement)}
                </th>
              ));
              return (
                <tr
                  key={statement.id}
                  role={rules.multiple ? 'group' : 'radiogroup'}
                  aria-labelledby={headerId}
                  aria-invalid={rowInvalid(statement.id) || undefined}
                  aria-required={required && !rules.multiple && !maxdiff ? true : undefined}
                  onKeyDown={onRowKeyDown(statement)}
                >
                  {cells}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {value !== null ? (
        <button type="button" className="cv-button cv-button--link cv-matrix__clear" onClick={clearAll}>
          {t('clear')}
        </button>
      ) : null}
      <p className="cv-visually-hidden" role="status">
        {announcement}
      </p>
    </div>
  );
}
