import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { pageStore } from '../../storage/local-store';
import { focusHeading } from '../../ui/focus-heading';
import { previousFeedbacks, type PreviousFeedback } from './previous-feedbacks';

/** SPEC 2.4 previous feedbacks: this browser's earlier feedbacks with a chat on this widget, and a new one. */
export function PreviousFeedbackList({ code, onOpen, onNew }: { code: string; onOpen(feedback: PreviousFeedback): void; onNew(): void }) {
  const { t, i18n } = useTranslation();
  const list = useMemo(() => previousFeedbacks(pageStore(), code), [code]);
  const section = useRef<HTMLElement>(null);
  // The menu button that opened the list is replaced with the view: focus moves to the list's heading.
  useEffect(() => focusHeading(section.current), []);
  return (
    <section ref={section} className="cv-previous" aria-labelledby="cv-previous-title">
      <h2 id="cv-previous-title">{t('widget.previousFeedbacks')}</h2>
      {list.length === 0 ? <p>{t('widget.noPreviousFeedbacks')}</p> : null}
      <ul>
        {list.map((feedback) => (
          <li key={feedback.feedbackId}>
            <button type="button" className="cv-previous__item" onClick={() => onOpen(feedback)}>
              <span>{feedback.title || t('widget.feedback')}</span>
              <time dateTime={new Date(feedback.createdAt).toISOString()}>{new Date(feedback.createdAt).toLocaleString(i18n.language)}</time>
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="cv-button cv-button--primary" onClick={onNew}>
        {t('widget.newFeedback')}
      </button>
    </section>
  );
}
