import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../app/console-context';
import { usePageTitle } from '../app/use-page-title';
import { PageHeader } from '../ui/PageHeader';
import { TokenForm } from './TokenForm';
import { TokenSecret } from './TokenSecret';
import { TokensTable } from './TokensTable';

/** API tokens for scripts and CI (`Authorization: Bearer`): create, copy the secret once, revoke. */
export function TokensScreen() {
  const { t } = useTranslation('console');
  const { tokens } = useConsole();
  usePageTitle(t('sections.tokens.title'));
  useEffect(() => {
    tokens.opened();
  }, [tokens]);
  return (
    <>
      <PageHeader title={t('sections.tokens.title')} description={t('sections.tokens.description')} />
      <section className="cv-console-card" aria-labelledby="cv-tokens-new">
        <h2 id="cv-tokens-new" className="cv-console-card__title">{t('tokens.createTitle')}</h2>
        <TokenSecret />
        <TokenForm />
      </section>
      <section className="cv-console-card" aria-labelledby="cv-tokens-list">
        <h2 id="cv-tokens-list" className="cv-console-card__title">{t('tokens.listTitle')}</h2>
        <TokensTable />
      </section>
    </>
  );
}
