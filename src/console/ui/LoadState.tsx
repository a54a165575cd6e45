import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiFailure } from '../api/api-failure';
import { Spinner } from '../../ui/Spinner';
import { failureText } from './failure-text';
import { NoAccess } from './NoAccess';

interface Props<T> {
  data: T | null;
  failure: ApiFailure | null;
  onRetry(): void;
  children(data: T): ReactNode;
}

/**
 * A screen's data once it is there; until then a spinner, and on failure "no access" (403) or the reason with a
 * way to try again. A 401 never shows here: the session ends and the person is sent to sign in.
 */
export function LoadState<T>({ data, failure, onRetry, children }: Props<T>) {
  const { t } = useTranslation('console');
  if (failure?.status === 403) return <NoAccess />;
  if (failure) {
    return (
      <div className="cv-console-alert cv-console-alert--error" role="alert">
        <p>{failureText(t, failure)}</p>
        <button type="button" className="cv-button cv-button--secondary" onClick={onRetry}>{t('common.retry')}</button>
      </div>
    );
  }
  if (data === null) return <Spinner size={32} />;
  return <>{children(data)}</>;
}
