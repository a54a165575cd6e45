import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import type { AgentModel } from './model';

/**
 * The third pane: who the customer is, who has the chat (assign to yourself or another agent), the feedback's
 * answers and ratings, private notes (agents only), and the same customer's other feedbacks and chats.
 */
export function ContextPane({ model }: { model: AgentModel }) {
  const { t, i18n } = useTranslation('agent');
  const [detail, context, agents, me, selected] = useUnit([model.$detail, model.$context, model.$agents, model.$me, model.$selected]);
  if (!detail || !selected) return <section className="cv-agent__context" aria-label={t('details')} tabIndex={-1} />;
  const customer = detail.creator;
  const assigneeId = context?.assignee?.id ?? '';
  const date = (iso: string) => new Date(iso).toLocaleDateString(i18n.language, { day: 'numeric', month: 'short', year: 'numeric' });
  return (
    <section className="cv-agent__context" aria-label={t('details')} tabIndex={-1}>
      <button type="button" className="cv-button cv-button--link cv-agent__back" onClick={() => model.paneShown('conversation')}>{t('backToConversation')}</button>
      <section aria-labelledby="cv-agent-customer">
        <h2 id="cv-agent-customer">{t('customer')}</h2>
        <p className="cv-agent__customer-name">{customer?.name || context?.title || t('noName')}</p>
        {customer?.email ? <p>{customer.email}</p> : null}
        {customer?.phone_number ? <p>{customer.phone_number}</p> : null}
        {context ? <p className="cv-agent__muted">{t('viaFlow', { flow: context.flow_name, date: date(detail.created_at) })}</p> : null}
      </section>
      <section aria-labelledby="cv-agent-assignee">
        <h2 id="cv-agent-assignee">{t('assignee.title')}</h2>
        <div className="cv-agent__assign">
          <label htmlFor="cv-agent-assign" className="cv-visually-hidden">{t('assignee.choose')}</label>
          <select id="cv-agent-assign" value={assigneeId} onChange={(e) => model.assigned(e.target.value || null)}>
            <option value="">{t('assignee.none')}</option>
            {agents.map((agent) => (
              <option key={agent.id} value={agent.id}>{agent.display_name}{agent.availability === 'away' ? ` (${t('availability.away')})` : ''}</option>
            ))}
          </select>
          {me && assigneeId !== me ? <button type="button" className="cv-button cv-button--secondary" onClick={() => model.assigned(me)}>{t('assignee.me')}</button> : null}
        </div>
      </section>
      <section aria-labelledby="cv-agent-answers">
        <h2 id="cv-agent-answers">{t('answers')}</h2>
        {(detail.responses ?? []).length === 0 ? <p className="cv-agent__muted">{t('noAnswers')}</p> : (
          <dl className="cv-agent__answers">
            {(detail.responses ?? []).map((r, i) => (
              <div key={i}><dt>{r.question.body}</dt><dd>{r.response}</dd></div>
            ))}
          </dl>
        )}
        <p><span className="cv-agent__label">{t('ratings')}:</span> {(detail.chat_ratings ?? []).length === 0 ? t('noRatings') : (detail.chat_ratings ?? []).map((r) => t(`rating.${r.rating}`)).join(', ')}</p>
      </section>
      <section aria-labelledby="cv-agent-notes">
        <h2 id="cv-agent-notes">{t('notes.title')}</h2>
        <p className="cv-agent__muted">{t('notes.private')}</p>
        {(context?.notes ?? []).length === 0 ? <p className="cv-agent__muted">{t('notes.none')}</p> : (
          <ul className="cv-agent__notes">
            {context!.notes.map((note) => (
              <li key={note.id}>
                <p className="cv-agent__note-body">{note.body}</p>
                <p className="cv-agent__muted">{note.author.name} · <time dateTime={note.created_at}>{new Date(note.created_at).toLocaleString(i18n.language, { dateStyle: 'short', timeStyle: 'short' })}</time></p>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="cv-agent-related">
        <h2 id="cv-agent-related">{t('related.title')}</h2>
        {(context?.related ?? []).length === 0 ? <p className="cv-agent__muted">{t('related.none')}</p> : (
          <ul className="cv-agent__related">
            {context!.related.map((other) => (
              <li key={other.feedback_id}>
                {other.chat_status ? (
                  <button type="button" className="cv-button cv-button--link" onClick={() => model.chatChosen(other.feedback_id)}>{other.flow_name} · {date(other.created_at)}</button>
                ) : <span>{other.flow_name} · {date(other.created_at)}</span>}
                <span className="cv-agent__muted"> {other.chat_status ? t(`status.${other.chat_status}`) : t('related.noChat')}{other.first_answer ? ` · ${other.first_answer}` : ''}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </section>
  );
}
