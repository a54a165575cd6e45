import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResponsePage, StoredFeedback } from '../api/types';
import { Dialog } from '../../ui/Dialog';
import { Spinner } from '../../ui/Spinner';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { formatDateTime } from '../ui/format';
import { FeedbackFiles } from './FeedbackFiles';
import { languageName } from './language-name';

interface ResponseItem {
  question_id: string;
  option_id?: string;
  body?: unknown;
  ranking?: number;
  hidePersonalData?: boolean;
}

/** One feedback whole, its answers in the order given (files as thumbnails or downloads), with the customer, language, device and chat, and Delete. */
export function FeedbackPanel({ feedback, page, languages = [], mayDelete, onClose, onDelete }: { feedback: StoredFeedback | null; page: ResponsePage | null; languages?: readonly { id: number; code: string; name?: string }[]; mayDelete: boolean; onClose(): void; onDelete(id: string): void }) {
  const { t, i18n } = useTranslation('console');
  const [confirming, setConfirming] = useState(false);
  const titles = new Map((page?.columns ?? []).map((column) => [column.id, column.title]));
  const row = page?.items.find((item) => item.id === feedback?.id);
  const payload = feedback?.payload as { responses?: ResponseItem[]; customer?: { name?: string; email?: string }; language_id?: number; device_id?: string; origin_url?: string } | undefined;
  const languageOf = (id: number | undefined) => {
    const language = languages.find((known) => known.id === id);
    return language ? languageName(language, i18n.language) : id ?? '–';
  };
  const shown = (item: ResponseItem) => (item.hidePersonalData ? t('results.hidden') : [item.ranking !== undefined ? `${item.ranking}.` : '', item.option_id ?? '', item.body === undefined ? '' : typeof item.body === 'object' ? JSON.stringify(item.body) : String(item.body)].filter(Boolean).join(' '));
  return (
    <Dialog title={t('results.feedbackTitle')} onClose={onClose}>
      {!feedback ? <Spinner size={32} /> : (
        <div className="cv-results-panel">
          <dl className="cv-results-panel__facts">
            <dt>{t('results.date')}</dt><dd>{formatDateTime(feedback.created_at, i18n.language)}</dd>
            <dt>{t('results.status')}</dt><dd>{feedback.completed ? t('results.statusCompleted') : t('results.statusPartial')}</dd>
            <dt>{t('results.channel')}</dt><dd>{row ? t(`results.channels.${row.channel}`) : '–'}</dd>
            <dt>{t('results.customer')}</dt><dd>{[payload?.customer?.name, payload?.customer?.email].filter(Boolean).join(', ') || '–'}</dd>
            <dt>{t('results.language')}</dt><dd>{languageOf(payload?.language_id)}</dd>
            <dt>{t('results.device')}</dt><dd>{payload?.device_id ?? '–'}</dd>
            {feedback.chat_status ? <><dt>{t('results.chat')}</dt><dd><a href="/agent">{t('results.openChat', { status: feedback.chat_status })}</a></dd></> : null}
          </dl>
          <h3 className="cv-results-panel__answers-title">{t('results.answers_heading')}</h3>
          <ol className="cv-results-panel__answers">
            {(payload?.responses ?? []).map((item, i, all) => {
              // A file question's files are shown once, as thumbnails or downloads, in place of their addresses.
              const files = item.hidePersonalData ? undefined : feedback.files?.[item.question_id];
              if (files && all.findIndex((other) => other.question_id === item.question_id) !== i) return null;
              return (
                <li key={i}>
                  <span className="cv-results-panel__question">{titles.get(item.question_id) ?? item.question_id}</span>
                  {files ? <FeedbackFiles files={files} /> : <span>{(item.option_id && row?.answers[item.question_id]) || shown(item)}</span>}
                </li>
              );
            })}
          </ol>
          <div className="cv-results-panel__actions">
            {mayDelete ? <button type="button" className="cv-button cv-button--danger" onClick={() => setConfirming(true)}>{t('results.delete')}</button> : null}
            <button type="button" className="cv-button cv-button--secondary" onClick={onClose}>{t('results.close')}</button>
          </div>
        </div>
      )}
      {confirming && feedback ? (
        <ConfirmDialog title={t('results.deleteTitle')} body={t('results.deleteBody')} confirmLabel={t('results.delete')} onCancel={() => setConfirming(false)} onConfirm={() => { setConfirming(false); onDelete(feedback.id); }} />
      ) : null}
    </Dialog>
  );
}
