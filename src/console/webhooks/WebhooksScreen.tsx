import { useEffect } from 'react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../app/console-context';
import { usePageTitle } from '../app/use-page-title';
import { failureText } from '../ui/failure-text';
import { PageHeader } from '../ui/PageHeader';
import { DeliveryLog } from './DeliveryLog';
import { EndpointForm } from './EndpointForm';
import { EndpointsTable } from './EndpointsTable';
import { WebhookSecret } from './WebhookSecret';
import './webhooks.css';

/** Webhooks (issue #20): endpoints that get feedback and chat events, signed, with each one's delivery log. */
export function WebhooksScreen() {
  const { t } = useTranslation('console');
  const { webhooks } = useConsole();
  const [failure, pending, secret] = useUnit([webhooks.$createFailure, webhooks.$createPending, webhooks.$secret]);
  usePageTitle(t('sections.webhooks.title'));
  useEffect(() => {
    webhooks.opened();
  }, [webhooks]);
  return (
    <>
      <PageHeader title={t('sections.webhooks.title')} description={t('sections.webhooks.description')} />
      <section className="cv-console-card" aria-labelledby="cv-webhooks-new">
        <h2 id="cv-webhooks-new" className="cv-console-card__title">{t('webhooks.createTitle')}</h2>
        <WebhookSecret />
        {/* A fresh form once one was added (the key changes with the secret shown). */}
        <EndpointForm key={secret?.id ?? 'new'} failure={failure ? failureText(t, failure) : null} pending={pending} submitLabel={t('webhooks.create')} onSubmit={(values) => webhooks.createSubmitted(values)} />
      </section>
      <section className="cv-console-card" aria-labelledby="cv-webhooks-list">
        <h2 id="cv-webhooks-list" className="cv-console-card__title">{t('webhooks.listTitle')}</h2>
        <EndpointsTable />
      </section>
      <DeliveryLog />
    </>
  );
}
