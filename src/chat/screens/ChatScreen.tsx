import { useEffect, useId, useRef } from 'react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { DELAYS } from '../../lib/constants';
import { Dialog } from '../../ui/Dialog';
import { Spinner } from '../../ui/Spinner';
import { focusHeading, focusIsLost } from '../../ui/focus-heading';
import { isOperatingNow, isRated, latestRating } from '../chat-rules';
import type { ChatModel } from '../model';
import { Composer } from './Composer';
import { RatingPrompt } from './RatingPrompt';
import { Timeline } from './Timeline';
import './chat-layout.css';

interface Props {
  model: ChatModel;
  /** Inside the provider's mobile SDK a close button is shown (SPEC 2.5). */
  onClose?: () => void;
  /** The widget frame draws its own header. */
  embedded?: boolean;
}

/** SPEC 2.5 / 4.7: the chat screen on /chat and inside the widget. */
export function ChatScreen({ model, onClose, embedded = false }: Props) {
  const { t } = useTranslation();
  const [detail, loadError, pending, ratingError, archiveOpen, now, loading, connected] = useUnit([
    model.$detail, model.$loadError, model.$pending, model.$ratingError, model.$archiveOpen, model.$now, model.$loading, model.$connected,
  ]);
  const [messageSent, retried, rated, archiveToggled, archiveConfirmed, ticked] = useUnit([model.messageSent, model.retried, model.rated, model.archiveToggled, model.archiveConfirmed, model.ticked]);
  const [agentTyping, typed] = useUnit([model.$agentTyping, model.typed]);
  const archiveButton = useRef<HTMLButtonElement>(null);
  const end = useRef<HTMLDivElement>(null);
  const main = useRef<HTMLElement>(null);
  const headingId = useId();
  const shown = detail !== null;

  // SPEC 4.7: out-of-hours is re-checked every 60 s.
  useEffect(() => {
    const timer = setInterval(() => ticked(Date.now()), DELAYS.operatingHoursCheckMs);
    return () => clearInterval(timer);
  }, [ticked]);
  // Braces matter: newer browsers return a promise from scrollIntoView, and React would take it for a cleanup.
  // New messages, and the end of the conversation when it closes (the rating prompt sits right under it).
  useEffect(() => {
    void end.current?.scrollIntoView?.({ block: 'end' });
  }, [detail?.timeline_items.length, pending.length, detail?.status]);

  // In the widget the chat replaces the flow, whose focused element is gone: focus starts at the chat's heading.
  useEffect(() => {
    if (embedded && shown && focusIsLost()) focusHeading(main.current);
  }, [embedded, shown]);

  if (loadError) {
    return (
      <main className="cv-page cv-page--message">
        <div role="alert">
          <h1 className="cv-message">{t(`errors.${loadError}`)}</h1>
        </div>
      </main>
    );
  }
  if (!detail) return <main className="cv-page" aria-label={embedded ? t('chat.conversation') : undefined}>{loading ? <Spinner /> : null}</main>;

  const status = detail.status;
  const operating = isOperatingNow(detail.node, now);
  const rated_ = isRated(detail.chat_ratings ?? [], detail.timeline_items);
  const ended = status === 'closed' || status === 'archived';
  const empty = detail.timeline_items.length === 0 && pending.length === 0;
  const queuedText = detail.chat_queue_body || t('chat.queued');
  return (
    // Inside the widget the frame's header shows the logo; the page still needs its level-one heading, which also
    // names the frame's main landmark apart from the host page's own.
    <main ref={main} className="cv-page cv-chat" data-page="chat" aria-labelledby={embedded ? headingId : undefined}>
      {embedded ? <h1 id={headingId} className="cv-visually-hidden">{detail.node.name}</h1> : null}
      {!embedded ? (
        <header className="cv-chat__header">
          {detail.node.logo_url ? <img className="cv-logo" src={detail.node.logo_url} alt="" /> : null}
          <h1 className="cv-chat__title">{detail.node.name}</h1>
          {status === 'open' ? (
            <button ref={archiveButton} type="button" className="cv-button cv-button--secondary" onClick={() => archiveToggled(true)}>
              {t('chat.archive')}
            </button>
          ) : null}
          {onClose ? (
            <button type="button" className="cv-button cv-button--link" onClick={onClose}>
              {t('common.close')}
            </button>
          ) : null}
        </header>
      ) : null}
      {detail.responses && detail.responses.length > 0 ? (
        <details className="cv-chat__answers">
          <summary>{t('chat.yourAnswers')}</summary>
          <dl>
            {detail.responses.map((r, i) => (
              <div key={i}>
                <dt>{r.question.body}</dt>
                <dd>{r.response}</dd>
              </div>
            ))}
          </dl>
        </details>
      ) : null}
      {!connected ? <p className="cv-visually-hidden" role="status">{t('chat.reconnecting')}</p> : null}
      {/* It scrolls on its own (issue #16), so it takes focus for keyboard scrolling (axe scrollable-region-focusable). */}
      <div className="cv-chat__scroll" aria-live="polite" aria-relevant="additions" tabIndex={0} role="region" aria-label={t('chat.conversation')}>
        {empty && !ended ? (
          // Issue #16: an empty chat greets and says what happens next.
          <div className="cv-chat__empty">
            <p className="cv-chat__greeting">{t('chat.emptyGreeting')}</p>
            {status === 'queued' ? <p>{queuedText}</p> : operating ? <p>{t('chat.emptyNextOpen')}</p> : null}
          </div>
        ) : null}
        <Timeline items={detail.timeline_items} pending={pending} accountName={detail.account?.name ?? detail.node.name} onRetry={retried} />
        <div ref={end} />
      </div>
      {status === 'archived' ? <p className="cv-notice" role="status">{t('chat.archivedNotice')}</p> : null}
      {status === 'closed' && !detail.chat_rating_enabled ? <p className="cv-notice" role="status">{t('chat.closedPlaceholder')}</p> : null}
      {status === 'queued' && !empty ? <p className="cv-notice" role="status">{queuedText}</p> : null}
      {/* A closed chat takes no more messages: the rating prompt takes the composer's place (issue #16). */}
      {ended ? (
        detail.chat_rating_enabled ? <RatingPrompt selected={latestRating(detail.chat_ratings ?? [])} rated={rated_} failed={ratingError} onRate={rated} /> : null
      ) : status === 'open' && !operating ? (
        <p className="cv-notice" role="status">{t('errors.notInWorkingHours')}</p>
      ) : (
        <>
        <p className="cv-chat__typing" role="status">{agentTyping !== null ? t('chat.typing', { name: agentTyping || t('chat.agent') }) : ''}</p>
        <Composer
          onTyping={() => typed()}
          disabled={status !== 'open'}
          placeholder={status === 'queued' ? t('chat.queuedPlaceholder') : t('chat.inputPlaceholder')}
          allowUpload={detail.prevent_upload !== true}
          onSend={(message) => messageSent(message)}
        />
        </>
      )}
      {archiveOpen ? (
        <Dialog title={t('chat.archiveHeader')} onClose={() => archiveToggled(false)} returnFocus={archiveButton.current}>
          <p>{t('chat.archiveMessage')}</p>
          <div className="cv-modal__actions">
            <button type="button" className="cv-button cv-button--primary" onClick={() => archiveConfirmed()}>{t('chat.yes')}</button>
            <button type="button" className="cv-button cv-button--secondary" onClick={() => archiveToggled(false)}>{t('chat.no')}</button>
          </div>
        </Dialog>
      ) : null}
    </main>
  );
}
