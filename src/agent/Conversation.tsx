import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import type { ChatDetail, ChatStatus, TimelineItem } from '../types/schemas';
import { Timeline } from '../chat/screens/Timeline';
import type { AgentModel } from './model';
import { ReplyForm } from './ReplyForm';

const SETTABLE: ChatStatus[] = ['open', 'queued', 'closed'];

/**
 * The conversation from the agents' side: the customer's messages on the left under the customer's name, every
 * agent's reply on the right under the name and initials of the account that sent it.
 */
function fromAgentsSide(detail: ChatDetail, customer: string): TimelineItem[] {
  return detail.timeline_items.map((item) => (item.actor === 'customer'
    ? { ...item, actor: 'other' as const, detail: { ...item.detail, user: { name: detail.creator?.name ?? customer } } }
    : { ...item, actor: 'customer' as const }));
}

/** The middle pane: who the chat is with, its status as buttons, the messages, who is typing, the composer. */
export function Conversation({ model }: { model: AgentModel }) {
  const { t } = useTranslation('agent');
  const [detail, context, typing] = useUnit([model.$detail, model.$context, model.$typing]);
  if (!detail) return <section className="cv-agent__conversation cv-agent__conversation--empty" aria-label={t('conversation')} tabIndex={-1}><p>{t('selectChat')}</p></section>;
  const title = context?.title ?? detail.creator?.name ?? t('customer');
  const archived = detail.status === 'archived';
  return (
    <section className="cv-agent__conversation" aria-labelledby="cv-agent-chat-title" tabIndex={-1}>
      <div className="cv-agent__conversation-head">
        <button type="button" className="cv-button cv-button--link cv-agent__back" onClick={() => model.paneShown('list')}>{t('backToChats')}</button>
        <h2 id="cv-agent-chat-title" className="cv-agent__chat-heading">{title}</h2>
        <button type="button" className="cv-button cv-button--link cv-agent__details" onClick={() => model.paneShown('context')}>{t('details')}</button>
        <div role="group" aria-label={t('setStatus')} className="cv-agent__status-buttons">
          {SETTABLE.map((s) => (
            <button key={s} type="button" aria-pressed={detail.status === s} disabled={archived} onClick={() => detail.status !== s && model.statusSet(s)}>{t(`status.${s}`)}</button>
          ))}
        </div>
      </div>
      {/* It scrolls on its own, so it takes focus for keyboard scrolling (axe scrollable-region-focusable). */}
      <div className="cv-agent__messages" tabIndex={0} role="region" aria-label={t('messages')}>
        <Timeline items={fromAgentsSide(detail, t('customer'))} pending={[]} accountName="" onRetry={() => undefined} namedOwnSide />
      </div>
      <p className="cv-agent__typing" role="status">{typing ? (typing.actor === 'customer' ? t('typing.customer', { name: title }) : t('typing.agent', { name: typing.name ?? '' })) : ''}</p>
      {archived ? <p className="cv-notice">{t('archivedByCustomer')}</p> : <ReplyForm model={model} />}
    </section>
  );
}
