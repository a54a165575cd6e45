import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../app/console-context';
import { usePageTitle } from '../app/use-page-title';
import { PageHeader } from '../ui/PageHeader';
import { InvitationsCard } from './InvitationsCard';
import { UsersCard } from './UsersCard';

/** People (owners): who has an account and with which role, and who is invited. */
export function PeopleScreen() {
  const { t } = useTranslation('console');
  const { people } = useConsole();
  usePageTitle(t('sections.people.title'));
  useEffect(() => {
    people.opened();
  }, [people]);
  return (
    <>
      <PageHeader title={t('sections.people.title')} description={t('sections.people.description')} />
      <UsersCard />
      <InvitationsCard />
    </>
  );
}
