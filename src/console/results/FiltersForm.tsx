import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResultsSummary } from '../api/types';
import { answerFilter, parseAnswerFilter, type AnswerOperator, type ResultsQuery } from './query';

const OPERATORS: AnswerOperator[] = ['is', 'is_not', 'contains', 'range'];

/**
 * The filters the summary, the table and the export share: a date range, completed or partial, widget or hosted,
 * and answers (is / is not / contains / range). Applying them changes the address, so the view can be shared.
 */
export function FiltersForm({ query, summary, onApply }: { query: ResultsQuery; summary: ResultsSummary | null; onApply(query: ResultsQuery): void }) {
  const { t } = useTranslation('console');
  const [draft, setDraft] = useState<ResultsQuery>(query);
  const [question, setQuestion] = useState('');
  const [operator, setOperator] = useState<AnswerOperator>('is');
  const [value, setValue] = useState('');
  const cards = summary?.cards ?? [];
  const titleOf = (id: string) => cards.find((card) => card.question_id === id)?.title ?? id;
  const chosen = cards.find((card) => card.question_id === question);
  const set = (change: Partial<ResultsQuery>) => setDraft((current) => ({ ...current, ...change }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  const addAnswer = () => {
    if (!question) return;
    const answers = [...(draft.answer ?? []), answerFilter(question, operator, value)].slice(0, 10);
    const next = { ...draft, answer: answers };
    setDraft(next);
    setValue('');
    onApply(next);
  };
  const removeAnswer = (text: string) => {
    const next = { ...draft, answer: (draft.answer ?? []).filter((answer) => answer !== text) };
    setDraft(next);
    onApply(next);
  };
  return (
    <form className="cv-console-card cv-results-filters" onSubmit={submit} aria-label={t('results.filters')}>
      <div className="cv-results-filters__row">
        <label className="cv-results-field"><span>{t('results.from')}</span><input type="date" value={draft.from ?? ''} onChange={(event) => set({ from: event.target.value || undefined })} /></label>
        <label className="cv-results-field"><span>{t('results.to')}</span><input type="date" value={draft.to ?? ''} onChange={(event) => set({ to: event.target.value || undefined })} /></label>
        <label className="cv-results-field"><span>{t('results.status')}</span>
          <select value={draft.status ?? ''} onChange={(event) => set({ status: (event.target.value || undefined) as ResultsQuery['status'] })}>
            <option value="">{t('results.any')}</option>
            <option value="completed">{t('results.statusCompleted')}</option>
            <option value="partial">{t('results.statusPartial')}</option>
          </select>
        </label>
        <label className="cv-results-field"><span>{t('results.channel')}</span>
          <select value={draft.channel ?? ''} onChange={(event) => set({ channel: (event.target.value || undefined) as ResultsQuery['channel'] })}>
            <option value="">{t('results.any')}</option>
            <option value="widget">{t('results.channels.widget')}</option>
            <option value="hosted">{t('results.channels.hosted')}</option>
          </select>
        </label>
        <button type="submit" className="cv-button cv-button--primary">{t('results.apply')}</button>
      </div>
      <fieldset className="cv-results-filters__row cv-results-answer-filter">
        <legend>{t('results.answerFilter')}</legend>
        <label className="cv-results-field"><span>{t('results.question')}</span>
          <select value={question} onChange={(event) => setQuestion(event.target.value)}>
            <option value="">{t('results.chooseQuestion')}</option>
            {cards.map((card) => <option key={card.question_id} value={card.question_id}>{card.title}</option>)}
          </select>
        </label>
        <label className="cv-results-field"><span>{t('results.operator')}</span>
          <select value={operator} onChange={(event) => setOperator(event.target.value as AnswerOperator)}>
            {OPERATORS.map((name) => <option key={name} value={name}>{t(`results.operators.${name}`)}</option>)}
          </select>
        </label>
        {chosen && chosen.bars.length > 0 && (chosen.kind === 'choice' || chosen.kind === 'checklist') && (operator === 'is' || operator === 'is_not') ? (
          <label className="cv-results-field"><span>{t('results.value')}</span>
            <select value={value} onChange={(event) => setValue(event.target.value)}>
              <option value="">{t('results.chooseValue')}</option>
              {chosen.bars.map((bar) => <option key={bar.key} value={bar.key}>{bar.label}</option>)}
            </select>
          </label>
        ) : (
          <label className="cv-results-field"><span>{t('results.value')}</span><input value={value} onChange={(event) => setValue(event.target.value)} placeholder={operator === 'range' ? '0..6' : ''} /></label>
        )}
        <button type="button" className="cv-button cv-button--secondary" onClick={addAnswer} disabled={!question}>{t('results.addFilter')}</button>
      </fieldset>
      {(query.answer ?? []).length > 0 ? (
        <ul className="cv-results-chips" aria-label={t('results.activeFilters')}>
          {(query.answer ?? []).map((text) => {
            const parsed = parseAnswerFilter(text);
            const label = parsed ? `${titleOf(parsed.questionId)} ${t(`results.operators.${parsed.operator}`)} ${cards.find((card) => card.question_id === parsed.questionId)?.bars.find((bar) => bar.key === parsed.value)?.label ?? parsed.value}` : text;
            return (
              <li key={text} className="cv-results-chip">
                <span>{label}</span>
                <button type="button" className="cv-button cv-button--secondary cv-results-chip__remove" onClick={() => removeAnswer(text)} aria-label={t('results.removeFilter', { filter: label })}>×</button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </form>
  );
}
