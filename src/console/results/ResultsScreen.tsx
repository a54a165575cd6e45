import { useCallback, useEffect } from 'react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { roleMay } from '../../server/accounts/roles';
import { useConsole } from '../app/console-context';
import { usePageTitle } from '../app/use-page-title';
import { flowEditorPath, flowResultsPath } from '../routing/routes';
import { Link } from '../routing/Link';
import { FormAlert } from '../ui/FormAlert';
import { failureText } from '../ui/failure-text';
import { LoadState } from '../ui/LoadState';
import { PageHeader } from '../ui/PageHeader';
import { FeedbackPanel } from './FeedbackPanel';
import { FiltersForm } from './FiltersForm';
import { queryFromSearch, searchOf, type ResultsQuery } from './query';
import { ResponsesTable } from './ResponsesTable';
import { DropOffAndTrend, Headline, QuestionCards } from './SummaryView';
import { useLiveResults } from './use-live-results';
import './results.css';

/**
 * A flow's results (issue #19): filters (kept in the address), headline figures, a card per question with its
 * chart and table, drop-off and trend, the responses table with one feedback's panel, and export of exactly the
 * filtered set. New feedbacks arrive live.
 */
export default function ResultsScreen({ id }: { id: string }) {
  const { t } = useTranslation('console');
  const { results, router, session } = useConsole();
  const [location, summary, page, feedback, openedId, summaryFailure, pageFailure, deleteFailure, loadingMore, current] = useUnit([
    router.$location, results.$summary, results.$page, results.$feedback, results.$openedId, results.$summaryFailure, results.$pageFailure, results.$deleteFailure, results.$loadingMore, session.$session,
  ]);
  const search = location.search;
  const query = queryFromSearch(search);
  usePageTitle(t('results.title'));
  useEffect(() => {
    results.opened({ id, query: queryFromSearch(search) });
  }, [results, id, search]);
  useLiveResults(id, results.refreshed);
  const apply = (next: ResultsQuery) => router.navigated(flowResultsPath(id, searchOf(next)));
  const open = useCallback((feedbackId: string) => results.feedbackOpened(feedbackId), [results]);
  const mayDelete = current ? roleMay(current.user.role, 'feedbacks:delete') : false;
  const exportSearch = searchOf(query);
  const exportHref = (format: 'csv' | 'xlsx' | 'jsonl') => `/v1/manage/flows/${encodeURIComponent(id)}/export${exportSearch ? `${exportSearch}&` : '?'}format=${format}`;
  const actions = (
    <div className="cv-results-actions">
      <a className="cv-button cv-button--secondary" href={exportHref('csv')} download>{t('results.exportCsv')}</a>
      <a className="cv-button cv-button--secondary" href={exportHref('xlsx')} download>{t('results.exportXlsx')}</a>
      <a className="cv-button cv-button--secondary" href={exportHref('jsonl')} download>{t('results.exportJsonl')}</a>
    </div>
  );
  return (
    <>
      <p className="cv-results-back"><Link href={flowEditorPath(id)}>{t('results.backToFlow', { id })}</Link></p>
      <PageHeader title={t('results.title')} description={t('results.description', { id })} actions={actions} />
      <FiltersForm key={search} query={query} summary={summary} onApply={apply} />
      <p role="status" className="cv-results-source">{summary ? t(summary.source === 'rollups' ? 'results.fromRollups' : 'results.fromFeedbacks') : ''}</p>
      <LoadState data={summary} failure={summaryFailure} onRetry={() => results.refreshed()}>
        {(data) => (
          <>
            <h2 className="cv-results-heading">{t('results.summary')}</h2>
            <Headline summary={data} />
            <QuestionCards summary={data} />
            <h2 className="cv-results-heading">{t('results.dropOffAndTrend')}</h2>
            <DropOffAndTrend summary={data} />
          </>
        )}
      </LoadState>
      <h2 className="cv-results-heading" id="responses-heading">{t('results.responses')}</h2>
      <FormAlert message={deleteFailure ? failureText(t, deleteFailure) : null} />
      <div className="cv-console-card">
        <LoadState data={page} failure={pageFailure} onRetry={() => results.refreshed()}>
          {(data) => <ResponsesTable page={data} onOpen={open} onMore={() => results.moreRequested()} loadingMore={loadingMore} />}
        </LoadState>
      </div>
      {openedId ? <FeedbackPanel feedback={feedback} page={page} languages={summary?.choices?.languages} mayDelete={mayDelete} onClose={() => results.feedbackClosed()} onDelete={(feedbackId) => results.deleteConfirmed(feedbackId)} /> : null}
    </>
  );
}
