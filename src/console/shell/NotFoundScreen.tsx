import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../app/use-page-title';
import { Link } from '../routing/Link';
import { HOME_PATH } from '../routing/routes';
import { PageHeader } from '../ui/PageHeader';

export function NotFoundScreen() {
  const { t } = useTranslation('console');
  usePageTitle(t('notFound.title'));
  return (
    <>
      <PageHeader title={t('notFound.title')} description={t('notFound.body')} />
      <p><Link href={HOME_PATH}>{t('notFound.home')}</Link></p>
    </>
  );
}
