import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { flexRender, getCoreRowModel, useReactTable, type ColumnDef } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import type { ResponsePage, ResponseRow } from '../api/types';
import { formatDateTime } from '../ui/format';
import { FileChip } from './FileChip';

const ROW_HEIGHT = 44;

/**
 * One row per feedback, one column per question (@tanstack/react-table), only the rows in view in the DOM
 * (@tanstack/react-virtual) with spacer rows keeping the scroll height, so thousands of loaded rows stay light.
 * Each row's date is a button that opens the feedback whole; a file answer is a chip linking to the file.
 */
export function ResponsesTable({ page, onOpen, onMore, loadingMore }: { page: ResponsePage; onOpen(id: string): void; onMore(): void; loadingMore: boolean }) {
  const { t, i18n } = useTranslation('console');
  const columns = useMemo<ColumnDef<ResponseRow>[]>(() => [
    {
      id: 'created_at', header: t('results.date'),
      cell: ({ row }) => (
        <button type="button" className="cv-results-open" onClick={() => onOpen(row.original.id)} aria-label={t('results.openFeedback', { date: formatDateTime(row.original.created_at, i18n.language) })}>
          {formatDateTime(row.original.created_at, i18n.language)}
        </button>
      ),
    },
    { id: 'status', header: t('results.status'), cell: ({ row }) => (row.original.completed ? t('results.statusCompleted') : t('results.statusPartial')) },
    { id: 'channel', header: t('results.channel'), cell: ({ row }) => t(`results.channels.${row.original.channel}`) },
    ...page.columns.map((column): ColumnDef<ResponseRow> => ({
      id: `q:${column.id}`, header: column.title,
      // A file answer as a chip (thumbnail or icon and its name), not the raw address of the upload.
      cell: ({ row }) => {
        const files = row.original.files?.[column.id];
        return files ? <span className="cv-file-chips">{files.map((file, index) => <FileChip key={index} file={file} />)}</span> : row.original.answers[column.id] ?? '';
      },
    })),
  ], [page.columns, t, i18n.language, onOpen]);
  const table = useReactTable({ data: page.items, columns, getCoreRowModel: getCoreRowModel(), getRowId: (row) => row.id });
  const scroller = useRef<HTMLDivElement>(null);
  const rows = table.getRowModel().rows;
  const virtual = useVirtualizer({ count: rows.length, getScrollElement: () => scroller.current, estimateSize: () => ROW_HEIGHT, overscan: 10 });
  const items = virtual.getVirtualItems();
  const before = items[0]?.start ?? 0;
  const after = virtual.getTotalSize() - (items[items.length - 1]?.end ?? 0);
  const span = columns.length;
  if (rows.length === 0) return <p className="cv-console-empty-row">{t('results.noResponses')}</p>;
  return (
    <>
      <div ref={scroller} className="cv-results-table-scroll" tabIndex={0} role="region" aria-label={t('results.responses')}>
        <table className="cv-results-table" aria-rowcount={rows.length + 1}>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>{group.headers.map((header) => <th key={header.id} scope="col">{flexRender(header.column.columnDef.header, header.getContext())}</th>)}</tr>
            ))}
          </thead>
          <tbody>
            {before > 0 ? <tr aria-hidden="true"><td colSpan={span} style={{ height: before, padding: 0, border: 0 }} /></tr> : null}
            {(items.length > 0 ? items.map((item) => rows[item.index]!) : rows.slice(0, 30)).map((row) => (
              <tr key={row.id} aria-rowindex={row.index + 2} data-feedback={row.id}>
                {row.getVisibleCells().map((cell) => <td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>)}
              </tr>
            ))}
            {after > 0 ? <tr aria-hidden="true"><td colSpan={span} style={{ height: after, padding: 0, border: 0 }} /></tr> : null}
          </tbody>
        </table>
      </div>
      {page.next_cursor ? (
        <button type="button" className="cv-button cv-button--secondary cv-results-more" onClick={onMore} disabled={loadingMore}>{t('results.loadMore')}</button>
      ) : null}
    </>
  );
}
