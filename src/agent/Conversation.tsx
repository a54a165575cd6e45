import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import type { ChatDetail, ChatStatus, TimelineItem } from '../types/schemas';
import { Timeline } from '../chat/screens/Timeline';
import type { AgentModel } from './model';
import { ReplyForm } from './ReplyForm';

/**
 * The conversation from the agents' side: the customer's messages on the left under the customer's name, every
 * agent's reply on the right under the name and initials of the account that sent it.
 */
function fromAgentsSide(detail: ChatDetail, customer: string): TimelineItem[] {
  return detail.timeline_items.map((item) => (item.actor === 'customer'
    ? { ...item, actor: 'other' as const, detail: { ...item.detail, user: { name: detail.creator?.name ?? customer } } }
    : { ...item, actor: 'customer' as const }));
}

export function Conversation({ model }: { model: AgentModel }) {
  const { t } = useTranslation('agent');
  const detail = useUnit(model.$detail);
  if (!detail) return <main className="cv-agent__conversation"><p>{t('selectChat')}</p></main>;
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
      <Timeline items={fromAgentsSide(detail, t('customer'))} pending={[]} accountName="" onRetry={() => undefined} namedOwnSide />
      {detail.status === 'archived' ? <p className="cv-notice">{t('archivedByCustomer')}</p> : <ReplyForm model={model} />}
    </main>
  );
}
