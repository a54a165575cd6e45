import { useEffect, useState } from 'react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { Subject, debounceTime } from 'rxjs';
import type { ChatStatus } from '../types/schemas';
import { initialsOf } from '../lib/initials';
import type { InboxView } from './agent-api';
import { formatAge } from './age';
import type { AgentModel } from './model';
import { useNow } from './use-now';

const VIEWS: InboxView[] = ['mine', 'unassigned', 'all'];
const STATUSES: ChatStatus[] = ['open', 'queued', 'closed', 'archived'];
const SEARCH_PAUSE_MS = 300;

/**
 * The inbox pane: a search box, one row of tabs (mine, unassigned, all | open, queued, closed, archived), then the chats
 * newest activity first, each with its unread count, last message and age; more load at the end (keyset pages).
 */
export function ChatList({ model }: { model: AgentModel }) {
  const { t, i18n } = useTranslation('agent');
  const { inbox } = model;
  const [view, status, items, next, selected, failed] = useUnit([inbox.$view, inbox.$status, inbox.$items, inbox.$nextCursor, model.$selected, inbox.$failed]);
  const now = useNow();
  const [search, setSearch] = useState(() => inbox.$search.getState());
  // The search runs once typing pauses, not for every key.
  const [typed] = useState(() => new Subject<string>());
  useEffect(() => {
    const subscription = typed.pipe(debounceTime(SEARCH_PAUSE_MS)).subscribe((text) => inbox.searched(text));
    return () => subscription.unsubscribe();
  }, [typed, inbox]);
  return (
    <nav className="cv-agent__list" aria-label={t('chats')}>
      <div className="cv-agent__list-head">
        <label className="cv-visually-hidden" htmlFor="cv-agent-search">{t('search.label')}</label>
        <input
          id="cv-agent-search" className="cv-agent__search" type="search" value={search} placeholder={t('search.placeholder')}
          onChange={(e) => (setSearch(e.target.value), typed.next(e.target.value))}
          onKeyDown={(e) => e.key === 'Enter' && inbox.searched(search)}
        />
        {/* One row of tabs (issue #22): whose chats, then which status; it scrolls sideways rather than wrap. */}
        <div className="cv-agent__filters">
          <div role="group" aria-label={t('views.label')} className="cv-agent__tabs">
            {VIEWS.map((v) => (
              <button key={v} type="button" aria-pressed={view === v} onClick={() => inbox.viewChosen(v)}>{t(`views.${v}`)}</button>
            ))}
          </div>
          <div role="group" aria-label={t('statusFilter')} className="cv-agent__tabs">
            {STATUSES.map((s) => (
              <button key={s} type="button" aria-pressed={status === s} onClick={() => inbox.statusChosen(s)}>{t(`status.${s}`)}</button>
            ))}
          </div>
        </div>
      </div>
      {failed ? <p className="cv-question__error" role="alert">{t('listFailed')}</p> : null}
      {items.length === 0 && !failed ? <p className="cv-agent__empty">{search.trim() ? t('noMatches') : t('noChats')}</p> : null}
      <ul className="cv-agent__chats">
        {items.map((chat) => {
          const at = chat.last_message?.created_at ?? chat.activity_at;
          const age = formatAge(at, now, i18n.language);
          const preview = chat.last_message ? (chat.last_message.actor === 'agent' ? t('youPrefix', { body: chat.last_message.body }) : chat.last_message.body) : t('noMessages');
          return (
            <li key={chat.feedback_id}>
              <button type="button" aria-current={selected === chat.feedback_id} className={`cv-agent__chat${chat.unread > 0 ? ' cv-agent__chat--unread' : ''}`} onClick={() => model.chatChosen(chat.feedback_id)}>
                <span className="cv-agent__chat-title">{chat.title}</span>
                <time className="cv-agent__chat-age" dateTime={at} title={new Date(at).toLocaleString(i18n.language)}>{age || t('justNow')}</time>
                <span className="cv-agent__chat-preview">{preview}</span>
                <span className="cv-agent__chat-meta">
                  {chat.assignee ? <span className="cv-agent__chat-assignee" title={t('assignedTo', { name: chat.assignee.display_name })}><span aria-hidden="true">{initialsOf(chat.assignee.display_name)}</span><span className="cv-visually-hidden">{t('assignedTo', { name: chat.assignee.display_name })}</span></span> : null}
                  {chat.unread > 0 ? <span className="cv-agent__unread"><span aria-hidden="true">{chat.unread}</span><span className="cv-visually-hidden">{t('unread', { count: chat.unread })}</span></span> : null}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      {next ? <button type="button" className="cv-button cv-button--secondary cv-agent__more" onClick={() => inbox.moreRequested()}>{t('loadMore')}</button> : null}
    </nav>
  );
}
