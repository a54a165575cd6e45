import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResultsSummary } from '../api/types';
import { languageName } from './language-name';
import { answerFilter, parseAnswerFilter, type AnswerOperator, type ResultsQuery } from './query';

const OPERATORS: AnswerOperator[] = ['is', 'is_not', 'contains', 'range'];

/**
 * The filters the summary, the table and the export share: a date range, completed or partial, widget or hosted,
 * the published version, the node, the language, and answers (is / is not / contains / range). Applying them changes the address, so the view can be shared.
 */
export function FiltersForm({ query, summary, onApply }: { query: ResultsQuery; summary: ResultsSummary | null; onApply(query: ResultsQuery): void }) {
  const { t, i18n } = useTranslation('console');
  const [draft, setDraft] = useState<ResultsQuery>(query);
  const choices = summary?.choices;
  // A node the address names but the flow no longer shows (a shared link, a node pointed elsewhere) stays choosable.
  const nodes = choices ? (draft.node_id && !choices.nodes.some((node) => node.id === draft.node_id) ? [...choices.nodes, { id: draft.node_id, name: draft.node_id }] : choices.nodes) : [];
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
        {choices ? (
          <>
            <label className="cv-results-field"><span>{t('results.version')}</span>
              <select value={draft.version ?? 'all'} onChange={(event) => set({ version: event.target.value === 'all' ? undefined : event.target.value })}>
                <option value="all">{t('results.allVersions')}</option>
                {choices.versions.map((version) => <option key={version} value={String(version)}>{t('results.versionNumber', { version })}</option>)}
              </select>
            </label>
            <label className="cv-results-field"><span>{t('results.node')}</span>
              <select value={draft.node_id ?? ''} onChange={(event) => set({ node_id: event.target.value || undefined })}>
                <option value="">{t('results.any')}</option>
                {nodes.map((node) => <option key={node.id} value={node.id}>{node.name}</option>)}
              </select>
            </label>
            <label className="cv-results-field"><span>{t('results.language')}</span>
              <select value={draft.language === undefined ? '' : String(draft.language)} onChange={(event) => set({ language: event.target.value === '' ? undefined : Number(event.target.value) })}>
                <option value="">{t('results.any')}</option>
                {choices.languages.map((language) => <option key={language.id} value={String(language.id)}>{languageName(language, i18n.language)}</option>)}
                <option value="-1">{t('results.noLanguage')}</option>
              </select>
            </label>
          </>
        ) : null}
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
