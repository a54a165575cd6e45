import { useEffect, useState } from 'react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { io } from 'socket.io-client';
import type { ChatStatus, ReplyCreated } from '../types/schemas';
import { localise } from '../engine/language';
import { Timeline } from '../chat/screens/Timeline';
import { CANVASS_VERSION } from '../lib/version';
import type { AgentModel } from './model';

const STATUSES: ChatStatus[] = ['open', 'queued', 'closed', 'archived'];

/** The agent console (issue #3): sign in with the agent token, chats by status, a conversation, replies. */
export function AgentConsole({ model }: { model: AgentModel }) {
  const { t } = useTranslation('agent');
  const [token, tokenOk] = useUnit([model.$token, model.$tokenOk]);
  useEffect(() => {
    if (token && !tokenOk) model.signedIn(token);
  }, [token, tokenOk, model]);
  if (!token || !tokenOk) return <SignIn model={model} />;
  return (
    <div className="cv-agent">
      <header className="cv-agent__header">
        <h1>{t('title')}</h1>
        <LiveIndicator model={model} token={token} />
        <button type="button" className="cv-button cv-button--link" onClick={() => model.signedOut()}>{t('signOut')}</button>
      </header>
      <ChatList model={model} />
      <Conversation model={model} />
      <footer className="cv-agent__footer">{t('version', { version: CANVASS_VERSION })}</footer>
    </div>
  );
}

function SignIn({ model }: { model: AgentModel }) {
  const { t } = useTranslation('agent');
  const [value, setValue] = useState('');
  const failed = useUnit(model.$signInError);
  return (
    <main className="cv-page cv-page--message">
      <form className="cv-agent__signin" onSubmit={(e) => (e.preventDefault(), model.signedIn(value.trim()))}>
        <h1>{t('title')}</h1>
        <label htmlFor="cv-agent-token">{t('token')}</label>
        <input id="cv-agent-token" type="password" autoComplete="current-password" value={value} onChange={(e) => setValue(e.target.value)} aria-describedby="cv-agent-token-help cv-agent-token-error" />
        <p id="cv-agent-token-help" className="cv-question__description">{t('tokenHelp')}</p>
        <p id="cv-agent-token-error" className="cv-question__error" role="alert">{failed ? t('wrongToken') : null}</p>
        <button type="submit" className="cv-button cv-button--primary" disabled={value.trim() === ''}>{t('signIn')}</button>
      </form>
    </main>
  );
}

/** Realtime both ways: list changes and the open conversation's replies arrive over the agent socket. */
function LiveIndicator({ model, token }: { model: AgentModel; token: string }) {
  const { t } = useTranslation('agent');
  const [connected, setConnected] = useState(false);
  const selected = useUnit(model.$selected);
  const [socket] = useState(() => io('/agent', { auth: { token }, transports: ['websocket', 'polling'] }));
  useEffect(() => {
    socket.on('connect', () => setConnected(true));
    socket.on('disconnect', () => setConnected(false));
    socket.on('chat_updated', (update: { feedbackId: string }) => model.chatUpdated(update));
    socket.on('reply_created', (reply: { feedbackId: string } & ReplyCreated) => model.replyArrived(reply));
    return () => void socket.close();
  }, [socket, model]);
  useEffect(() => {
    if (!selected) return;
    // Joined again after every reconnect (a server restart forgets rooms), and the missed replies fetched.
    const join = () => {
      socket.emit('join_chat', { feedbackId: selected });
      model.chatUpdated({ feedbackId: selected });
    };
    join();
    socket.on('connect', join);
    return () => {
      socket.off('connect', join);
      socket.emit('leave_chat', { feedbackId: selected });
    };
  }, [socket, selected, model]);
  return <span className={`cv-agent__live${connected ? ' cv-agent__live--on' : ''}`} role="status">{connected ? t('live') : t('offline')}</span>;
}

function ChatList({ model }: { model: AgentModel }) {
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

function Conversation({ model }: { model: AgentModel }) {
  const { t } = useTranslation('agent');
  const [detail, sendFailed] = useUnit([model.$detail, model.$sendFailed]);
  const [body, setBody] = useState('');
  const [name, setName] = useState(() => globalThis.localStorage?.getItem('canvass-agent-name') ?? '');
  const [attachment, setAttachment] = useState<File | null>(null);
  if (!detail) return <main className="cv-agent__conversation"><p>{t('selectChat')}</p></main>;
  // The console shows the conversation from the agent's side: the customer's messages on the left.
  const flipped = detail.timeline_items.map((item) => ({ ...item, actor: item.actor === 'customer' ? ('other' as const) : ('customer' as const), detail: item.actor === 'customer' ? { ...item.detail, user: { name: detail.creator?.name ?? t('customer') } } : item.detail }));
  const send = () => {
    if (body.trim() === '' && !attachment) return;
    globalThis.localStorage?.setItem('canvass-agent-name', name);
    model.replySent({ body, name: name || 'Agent', attachment });
    setBody('');
    setAttachment(null);
  };
  return (
    <main className="cv-agent__conversation">
      <section aria-labelledby="cv-agent-answers">
        <h2 id="cv-agent-answers">{t('answers')}</h2>
        <dl className="cv-agent__answers">
          {(detail.responses ?? []).map((r, i) => (
            <div key={i}><dt>{r.question.body}</dt><dd>{r.response}</dd></div>
          ))}
        </dl>
        <p>{t('customer')}: {detail.creator?.name ?? t('anonymous')} {detail.creator?.email ? `· ${detail.creator.email}` : ''}</p>
      </section>
      <section aria-labelledby="cv-agent-ratings">
        <h2 id="cv-agent-ratings">{t('ratings')}</h2>
        <p>{(detail.chat_ratings ?? []).length === 0 ? t('noRatings') : (detail.chat_ratings ?? []).map((r) => t(`rating.${r.rating}`)).join(', ')}</p>
      </section>
      <label className="cv-agent__status">
        {t('setStatus')}{' '}
        <select value={detail.status} disabled={detail.status === 'archived'} onChange={(e) => model.statusSet(e.target.value as ChatStatus)}>
          {(['open', 'queued', 'closed'] as const).map((s) => <option key={s} value={s}>{t(`status.${s}`)}</option>)}
          {detail.status === 'archived' ? <option value="archived">{t('status.archived')}</option> : null}
        </select>
      </label>
      <Timeline items={flipped} pending={[]} accountName={localise(undefined, 'en')} onRetry={() => undefined} />
      {detail.status === 'archived' ? <p className="cv-notice">{t('archivedByCustomer')}</p> : (
        <form className="cv-agent__reply" onSubmit={(e) => (e.preventDefault(), send())}>
          <label htmlFor="cv-agent-name">{t('yourName')}</label>
          <input id="cv-agent-name" value={name} onChange={(e) => setName(e.target.value)} autoComplete="name" />
          <label htmlFor="cv-agent-reply">{t('reply')}</label>
          <textarea id="cv-agent-reply" rows={3} value={body} onChange={(e) => setBody(e.target.value)} onKeyDown={(e) => e.key === 'Enter' && !e.shiftKey && (e.preventDefault(), send())} />
          <label htmlFor="cv-agent-file">{t('attach')}</label>
          <input id="cv-agent-file" type="file" accept="image/*" onChange={(e) => setAttachment(e.target.files?.[0] ?? null)} />
          <button type="submit" className="cv-button cv-button--primary" disabled={body.trim() === '' && !attachment}>{t('send')}</button>
          {sendFailed ? <p className="cv-question__error" role="alert">{t('sendFailed')}</p> : null}
        </form>
      )}
    </main>
  );
}
