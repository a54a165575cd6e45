import type { ReactNode } from 'react';

export interface Column<T> {
  key: string;
  label: string;
  render(row: T): ReactNode;
  /** A column of buttons: its header is for screen readers only. */
  actions?: boolean;
}

interface Props<T> {
  caption: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey(row: T): string;
  empty: string;
}

/**
 * A table that stacks its rows into labelled blocks on phones (console.css reads data-label): one row a card, each
 * value under its column's name.
 */
export function DataTable<T>({ caption, columns, rows, rowKey, empty }: Props<T>) {
  if (rows.length === 0) return <p className="cv-console-empty-row">{empty}</p>;
  return (
    <table className="cv-console-table">
      <caption className="cv-visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.key} scope="col" className={column.actions ? 'cv-console-table__actions' : undefined}>
              {column.actions ? <span className="cv-visually-hidden">{column.label}</span> : column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)}>
            {columns.map((column) => (
              <td key={column.key} data-label={column.actions ? undefined : column.label} className={column.actions ? 'cv-console-table__actions' : undefined}>
                {column.render(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
