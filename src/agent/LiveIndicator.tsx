import { useEffect, useState } from 'react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { io } from 'socket.io-client';
import type { ReplyCreated } from '../types/schemas';
import type { AgentModel } from './model';
import type { AgentSession } from './session-model';

/**
 * Realtime both ways: list changes and the open conversation's replies arrive over the /agent socket, which the
 * browser opens with the session cookie (no token). A refused handshake, or the server dropping the socket (the
 * account was removed or signed out), sends the page to ask who is signed in now.
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
    socket.on('chat_updated', (update: { feedbackId: string }) => model.chatUpdated(update));
    socket.on('reply_created', (reply: { feedbackId: string } & ReplyCreated) => model.replyArrived(reply));
    return () => void socket.close();
  }, [socket, model, session]);
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
