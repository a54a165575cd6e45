import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import type { ChatStatus } from '../types/schemas';
import type { AgentModel } from './model';

const STATUSES: ChatStatus[] = ['open', 'queued', 'closed', 'archived'];

/** The chats of one status, newest first, as tabs of statuses over a list of buttons. */
export function ChatList({ model }: { model: AgentModel }) {
  const { t, i18n } = useTranslation('agent');
  const [status, chats, selected] = useUnit([model.$status, model.$chats, model.$selected]);
  return (
    <nav className="cv-agent__list" aria-label={t('chats')}>
      <div role="tablist" aria-label={t('chats')} className="cv-agent__tabs">
        {STATUSES.map((s) => (
          <button key={s} type="button" role="tab" aria-selected={status === s} onClick={() => model.statusChosen(s)}>{t(`status.${s}`)}</button>
        ))}
      </div>
      {chats.length === 0 ? <p>{t('noChats')}</p> : null}
      <ul>
        {chats.map((chat) => (
          <li key={chat.feedback_id}>
            <button type="button" aria-current={selected === chat.feedback_id} className="cv-agent__chat" onClick={() => model.chatChosen(chat.feedback_id)}>
              <strong>{chat.customer.name ?? chat.customer.email ?? t('anonymous')}</strong>
              <span>{chat.last_message?.body ?? ''}</span>
              <time dateTime={chat.last_message?.created_at ?? chat.created_at}>{new Date(chat.last_message?.created_at ?? chat.created_at).toLocaleString(i18n.language)}</time>
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
