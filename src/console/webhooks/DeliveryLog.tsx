import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import type { WebhookDelivery } from '../api/types';
import { useConsole } from '../app/console-context';
import { DataTable, type Column } from '../ui/DataTable';
import { formatDateTime } from '../ui/format';
import { LoadState } from '../ui/LoadState';

/** One endpoint's delivery log: each event sent, how its latest attempt went (status, time taken, answer), and redeliver. */
export function DeliveryLog() {
  const { t, i18n } = useTranslation('console');
  const { webhooks } = useConsole();
  const [endpoint, list, failure] = useUnit([webhooks.$logEndpoint, webhooks.deliveries.$data, webhooks.deliveries.$failure]);
  if (!endpoint) return null;
  const outcome = (delivery: WebhookDelivery) => {
    const last = delivery.last_attempt;
    if (!last) return t('webhooks.notTriedYet');
    const answer = last.status_code === null ? last.error ?? '' : t('webhooks.answered', { status: last.status_code, ms: last.duration_ms });
    return (
      <span className="cv-webhook-url">
        <span>{answer}</span>
        {last.response_snippet ? <code className="cv-webhook-snippet" dir="auto">{last.response_snippet.slice(0, 160)}</code> : null}
      </span>
    );
  };
  const columns: Column<WebhookDelivery>[] = [
    { key: 'event', label: t('webhooks.event'), render: (delivery) => (
      <span className="cv-webhook-url">
        <span className="cv-console-strong">{t(`webhooks.eventNames.${delivery.event_type.replace(/\./g, '_')}`)}</span>
        <code className="cv-webhook-code" dir="ltr">{delivery.event_id}</code>
      </span>
    ) },
    { key: 'created', label: t('webhooks.created'), render: (delivery) => <time dateTime={delivery.created_at}>{formatDateTime(delivery.created_at, i18n.language)}</time> },
    { key: 'status', label: t('webhooks.deliveryStatus'), render: (delivery) => (
      <span className="cv-webhook-url">
        <span className={`cv-console-badge cv-console-badge--${delivery.status === 'delivered' ? 'published' : delivery.status === 'failed' ? 'failed' : 'pending'}`}>{t(`webhooks.status.${delivery.status}`)}</span>
        <span className="cv-console-field__hint">{t('webhooks.attempts', { count: delivery.attempts })}</span>
      </span>
    ) },
    { key: 'answer', label: t('webhooks.lastAttempt'), render: outcome },
    { key: 'actions', label: t('common.actions'), actions: true, render: (delivery) => (
      <button type="button" className="cv-button cv-button--secondary cv-button--small" onClick={() => webhooks.redeliverClicked(delivery)}>
        {t('webhooks.redeliver')}{' '}<span className="cv-visually-hidden">{delivery.event_id}</span>
      </button>
    ) },
  ];
  return (
    <section className="cv-console-card" aria-labelledby="cv-webhook-log">
      <div className="cv-webhook-log__header">
        <h2 id="cv-webhook-log" className="cv-console-card__title">{t('webhooks.logTitle', { url: endpoint.url })}</h2>
        <span className="cv-webhook-actions">
          <button type="button" className="cv-button cv-button--secondary cv-button--small" onClick={() => webhooks.deliveries.reloaded()}>{t('webhooks.refresh')}</button>
          <button type="button" className="cv-button cv-button--secondary cv-button--small" onClick={() => webhooks.logClosed()}>{t('webhooks.closeLog')}</button>
        </span>
      </div>
      <LoadState data={list} failure={failure} onRetry={() => webhooks.deliveries.reloaded()}>
        {(rows) => <DataTable caption={t('webhooks.logTitle', { url: endpoint.url })} columns={columns} rows={rows} rowKey={(delivery) => delivery.id} empty={t('webhooks.logEmpty')} />}
      </LoadState>
    </section>
  );
}
