import { useEffect, useState, type FormEvent } from 'react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../app/console-context';
import { formatDateTime } from '../ui/format';

/**
 * A text question's newest answers under the screen's filters, with a search (Formbricks shows the latest
 * answers on a text card): each opens its feedback whole in the side panel; "More answers" pages on.
 */
export function TextAnswers({ questionId, title }: { questionId: string; title: string }) {
  const { t, i18n } = useTranslation('console');
  const { results } = useConsole();
  const { textAnswers } = results;
  const list = useUnit(textAnswers.$lists)[questionId];
  const [word, setWord] = useState('');
  useEffect(() => {
    textAnswers.shown(questionId);
  }, [textAnswers, questionId]);
  const search = (event: FormEvent) => {
    event.preventDefault();
    textAnswers.searched({ questionId, search: word.trim() });
  };
  const searchedFor = list?.search ?? '';
  return (
    <div className="cv-results-text">
      <form role="search" className="cv-results-text__search" onSubmit={search} aria-label={t('results.searchAnswersOf', { title })}>
        <input type="search" aria-label={t('results.searchAnswers')} value={word} maxLength={200} placeholder={t('results.searchAnswers')} onChange={(event) => setWord(event.target.value)} />
        <button type="submit" className="cv-button cv-button--secondary">{t('results.search')}</button>
      </form>
      <div aria-live="polite" aria-busy={list?.pending ?? true}>
        {list?.failed ? <p className="cv-console-muted">{t('results.answersFailed')}</p> : null}
        {list && !list.pending && !list.failed && list.items.length === 0
          ? <p className="cv-console-muted">{searchedFor ? t('results.noAnswersWith', { word: searchedFor }) : t('results.noAnswers')}</p>
          : null}
        {list && list.items.length > 0 ? (
          <ul className="cv-results-text__list" aria-label={searchedFor ? t('results.answersWith', { word: searchedFor }) : t('results.latestAnswers')}>
            {list.items.map((answer) => (
              <li key={answer.feedbackId}>
                <p className="cv-results-text__answer" dir="auto">{answer.text}</p>
                <button type="button" className="cv-results-open" onClick={() => results.feedbackOpened(answer.feedbackId)} aria-label={t('results.openFeedback', { date: formatDateTime(answer.receivedAt, i18n.language) })}>
                  {formatDateTime(answer.receivedAt, i18n.language)}
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {list?.nextCursor ? (
        <button type="button" className="cv-button cv-button--secondary cv-results-text__more" disabled={list.pending} onClick={() => textAnswers.moreRequested(questionId)}>{t('results.moreAnswers')}</button>
      ) : null}
    </div>
  );
}
