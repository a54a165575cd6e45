import { useTranslation } from 'react-i18next';
import type { TimelineItem } from '../../types/schemas';
import { groupBySender, initials } from '../chat-rules';
import type { PendingMessage } from '../model';
import { MessageText } from './MessageText';

const time = (iso: string, language: string) => new Date(iso).toLocaleTimeString(language, { hour: '2-digit', minute: '2-digit' });

function Avatar({ item }: { item: TimelineItem }) {
  const user = item.detail.user;
  if (user?.avatar) return <img className="cv-avatar" src={user.avatar} alt="" />;
  return (
    <span className="cv-avatar" style={{ backgroundColor: user?.avatar_color ?? '#374151' }} aria-hidden="true">
      {initials(user?.name, user?.surname)}
    </span>
  );
}

interface Props {
  items: readonly TimelineItem[];
  pending: readonly PendingMessage[];
  accountName: string;
  onRetry(clientId: string): void;
  /**
   * The agent console's view: its own side holds every agent's replies, so own groups are named and drawn with
   * their avatar like the other side's, rather than "You".
   */
  namedOwnSide?: boolean;
}

/** SPEC 2.5: messages grouped by consecutive sender, own on the right (the end side), others on the left. */
export function Timeline({ items, pending, accountName, onRetry, namedOwnSide = false }: Props) {
  const { t, i18n } = useTranslation();
  return (
    <ol className="cv-timeline" aria-label={t('chat.conversation')}>
      {groupBySender(items).map((group) => {
        const first = group.items[0]!;
        const named = !group.own || namedOwnSide;
        const sender = named ? [first.detail.user?.name, first.detail.user?.surname].filter(Boolean).join(' ') || accountName || t('chat.agent') : t('chat.you');
        return (
          <li key={first.id} className={`cv-group ${group.own ? 'cv-group--own' : 'cv-group--other'}`}>
            {named ? <Avatar item={first} /> : null}
            <div className="cv-group__messages">
              <span className="cv-group__sender">{sender}</span>
              {group.items.map((item) => (
                <div key={item.id} className="cv-bubble">
                  {item.detail.comment.body ? <MessageText body={item.detail.comment.body} /> : null}
                  {item.detail.comment.attachment ? (
                    <a href={item.detail.comment.attachment.url} target="_blank" rel="noopener noreferrer" className="cv-attachment">
                      <img src={item.detail.comment.attachment.url} alt={item.detail.comment.attachment.name ?? t('chat.image')} />
                    </a>
                  ) : null}
                  <time className="cv-bubble__time" dateTime={item.detail.comment.created_at}>{time(item.detail.comment.created_at, i18n.language)}</time>
                </div>
              ))}
            </div>
          </li>
        );
      })}
      {pending.map((message) => (
        <li key={message.clientId} className="cv-group cv-group--own">
          <div className="cv-group__messages">
            <div className={`cv-bubble cv-bubble--${message.state}`}>
              {message.body ? <MessageText body={message.body} /> : null}
              {message.attachmentName ? <span className="cv-attachment-name">{message.attachmentName}</span> : null}
              {message.state === 'sending' ? (
                <span className="cv-bubble__time">
                  {t('chat.sending')}
                  {message.attachmentName ? <progress className="cv-bubble__progress" max={100} value={message.progress} aria-label={t('chat.uploadProgress')} /> : null}
                </span>
              ) : message.state === 'waiting' ? (
                // Issue #16: kept in the outbox and sent again by itself once the connection is back.
                <span className="cv-bubble__time">
                  {t('chat.waitingToSend')}{' '}
                  <button type="button" className="cv-button cv-button--link" onClick={() => onRetry(message.clientId)}>
                    {t('chat.retry')}
                  </button>
                </span>
              ) : (
                <span className="cv-bubble__failed">
                  <span aria-hidden="true">✕ </span>
                  {t('chat.notSent')}{' '}
                  <button type="button" className="cv-button cv-button--link" onClick={() => onRetry(message.clientId)}>
                    {t('chat.retry')}
                  </button>
                </span>
              )}
            </div>
          </div>
        </li>
      ))}
    </ol>
  );
}
