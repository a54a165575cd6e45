import { useEffect, useState } from 'react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import type { WebhookEndpoint } from '../api/types';
import { useConsole } from '../app/console-context';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { DataTable, type Column } from '../ui/DataTable';
import { failureText } from '../ui/failure-text';
import { FormAlert } from '../ui/FormAlert';
import { formatDateTime } from '../ui/format';
import { LoadState } from '../ui/LoadState';
import { EndpointForm } from './EndpointForm';

/** The endpoints with their state (a server-disabled one says why), and edit, delivery log, new secret, remove. */
export function EndpointsTable() {
  const { t, i18n } = useTranslation('console');
  const { webhooks } = useConsole();
  const [list, failure, actionFailure, editFailure, editDone] = useUnit([webhooks.list.$data, webhooks.list.$failure, webhooks.$actionFailure, webhooks.$editFailure, webhooks.$editDone]);
  const [editing, setEditing] = useState<WebhookEndpoint | null>(null);
  const [confirming, setConfirming] = useState<{ kind: 'remove' | 'rotate'; endpoint: WebhookEndpoint } | null>(null);
  useEffect(() => setEditing(null), [editDone]);

  const state = (endpoint: WebhookEndpoint) => {
    if (endpoint.enabled) return <span className="cv-console-badge cv-console-badge--published">{t('webhooks.state.enabled')}</span>;
    if (endpoint.disabled_reason === 'failing') {
      return (
        <span className="cv-webhook-disabled">
          <span className="cv-console-badge cv-console-badge--failed">{t('webhooks.state.disabledFailing')}</span>
          <span className="cv-console-field__hint">{t('webhooks.state.failingSince', { when: formatDateTime(endpoint.failing_since ?? endpoint.updated_at, i18n.language) })}</span>
        </span>
      );
    }
    return <span className="cv-console-badge">{t('webhooks.state.disabled')}</span>;
  };
  const columns: Column<WebhookEndpoint>[] = [
    { key: 'url', label: t('webhooks.url'), render: (endpoint) => (
      <span className="cv-webhook-url">
        <span className="cv-console-strong" dir="ltr">{endpoint.url}</span>
        {endpoint.description ? <span className="cv-console-field__hint">{endpoint.description}</span> : null}
      </span>
    ) },
    { key: 'events', label: t('webhooks.events'), render: (endpoint) => endpoint.events.map((type) => t(`webhooks.eventNames.${type.replace(/\./g, '_')}`)).join(', ') },
    { key: 'state', label: t('webhooks.stateLabel'), render: state },
    { key: 'actions', label: t('common.actions'), actions: true, render: (endpoint) => (
      <span className="cv-webhook-actions">
        <button type="button" className="cv-button cv-button--secondary cv-button--small" onClick={() => webhooks.logOpened(endpoint)}>
          {t('webhooks.log')}{' '}<span className="cv-visually-hidden">{endpoint.url}</span>
        </button>
        <button type="button" className="cv-button cv-button--secondary cv-button--small" onClick={() => setEditing(endpoint)}>
          {t('webhooks.edit')}{' '}<span className="cv-visually-hidden">{endpoint.url}</span>
        </button>
        <button type="button" className="cv-button cv-button--secondary cv-button--small" onClick={() => setConfirming({ kind: 'rotate', endpoint })}>
          {t('webhooks.rotate')}{' '}<span className="cv-visually-hidden">{endpoint.url}</span>
        </button>
        <button type="button" className="cv-button cv-button--danger-quiet cv-button--small" onClick={() => setConfirming({ kind: 'remove', endpoint })}>
          {t('webhooks.remove')}{' '}<span className="cv-visually-hidden">{endpoint.url}</span>
        </button>
      </span>
    ) },
  ];
  return (
    <>
      <FormAlert message={actionFailure ? failureText(t, actionFailure) : null} />
      <LoadState data={list} failure={failure} onRetry={() => webhooks.list.reloaded()}>
        {(rows) => <DataTable caption={t('webhooks.listTitle')} columns={columns} rows={rows} rowKey={(endpoint) => endpoint.id} empty={t('webhooks.empty')} />}
      </LoadState>
      {editing ? (
        <section className="cv-webhook-edit" aria-labelledby="cv-webhook-edit-title">
          <h3 id="cv-webhook-edit-title" className="cv-console-card__title">{t('webhooks.editTitle', { url: editing.url })}</h3>
          <EndpointForm
            key={editing.id}
            endpoint={editing}
            failure={editFailure ? failureText(t, editFailure) : null}
            submitLabel={t('webhooks.save')}
            onCancel={() => setEditing(null)}
            onSubmit={(values) => webhooks.editSubmitted({ endpoint: editing, change: values })}
          />
        </section>
      ) : null}
      {confirming ? (
        <ConfirmDialog
          title={t(confirming.kind === 'remove' ? 'webhooks.removeTitle' : 'webhooks.rotateTitle', { url: confirming.endpoint.url })}
          body={t(confirming.kind === 'remove' ? 'webhooks.removeBody' : 'webhooks.rotateBody')}
          confirmLabel={t(confirming.kind === 'remove' ? 'webhooks.remove' : 'webhooks.rotate')}
          onCancel={() => setConfirming(null)}
          onConfirm={() => {
            if (confirming.kind === 'remove') webhooks.removeConfirmed(confirming.endpoint);
            else webhooks.rotateConfirmed(confirming.endpoint);
            setConfirming(null);
          }}
        />
      ) : null}
    </>
  );
}
