import { useEffect, useState } from 'react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { io } from 'socket.io-client';
import { asyncScheduler, Subject, switchMap, throttleTime, timer } from 'rxjs';
import type { ReplyCreated } from '../types/schemas';
import type { ChatNote } from './agent-api';
import type { AgentModel, ChatUpdate, Typing } from './model';
import type { AgentSession } from './session-model';

/** The other side is told at most this often that the agent is typing; the indicator fades after this long quiet. */
const TYPING_SEND_MS = 2000;
const TYPING_SHOWN_MS = 4000;

/**
 * Realtime both ways: list changes, the open conversation's replies and notes, and typing arrive over the /agent
 * socket, which the browser opens with the session cookie (no token); the agent's typing leaves on it. A refused
 * handshake, or the server dropping the socket (the account was removed or signed out), sends the page to ask who is
 * signed in now.
 */
export function LiveIndicator({ model, session }: { model: AgentModel; session: AgentSession }) {
  const { t } = useTranslation('agent');
  const [connected, setConnected] = useState(false);
  const selected = useUnit(model.$selected);
  const [socket] = useState(() => io('/agent', { transports: ['websocket', 'polling'] }));
  useEffect(() => {
    socket.on('connect', () => setConnected(true));
    socket.on('disconnect', (reason) => {
      setConnected(false);
      if (reason === 'io server disconnect') session.refused();
    });
    // While `active`, socket.io is still retrying (a restart, a network blip); otherwise the server said no.
    socket.on('connect_error', () => (socket.active ? undefined : session.refused()));
    socket.on('chat_updated', (update: ChatUpdate) => model.chatUpdated(update));
    socket.on('reply_created', (reply: { feedbackId: string } & ReplyCreated) => model.replyArrived(reply));
    socket.on('note_created', (event: { feedbackId: string; note: ChatNote }) => model.noteArrived(event));
    socket.on('agents_changed', () => model.agentsChanged());
    // Each typing event shows the indicator; it goes after a quiet spell (or at once when the message lands).
    const typing = new Subject<{ feedbackId: string } & Typing>();
    const shown = typing.pipe(switchMap((event) => {
      model.typingArrived(event);
      return timer(TYPING_SHOWN_MS);
    })).subscribe(() => model.typingEnded());
    socket.on('typing', (event: { feedbackId: string } & Typing) => typing.next(event));
    return () => {
      shown.unsubscribe();
      socket.close();
    };
  }, [socket, model, session]);
  useEffect(() => {
    if (!selected) return;
    // Joined again after every reconnect (a server restart forgets rooms), and the missed replies fetched.
    const join = () => {
      socket.emit('join_chat', { feedbackId: selected });
      model.chatUpdated({ feedbackId: selected });
    };
    if (socket.connected) socket.emit('join_chat', { feedbackId: selected });
    socket.on('connect', join);
    const typed = new Subject<void>();
    const sending = typed.pipe(throttleTime(TYPING_SEND_MS, asyncScheduler, { leading: true, trailing: true })).subscribe(() => socket.emit('typing', { feedbackId: selected }));
    const unwatch = model.typed.watch(() => typed.next());
    return () => {
      unwatch.unsubscribe();
      sending.unsubscribe();
      socket.off('connect', join);
      socket.emit('leave_chat', { feedbackId: selected });
    };
  }, [socket, selected, model]);
  return <span className={`cv-agent__live${connected ? ' cv-agent__live--on' : ''}`} role="status">{connected ? t('live') : t('offline')}</span>;
}
