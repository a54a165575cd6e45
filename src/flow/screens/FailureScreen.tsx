import { useTranslation } from 'react-i18next';
import { localise } from '../../engine';
import type { LoadFailure } from '../load-flow';

/** SPEC 8 user messages for a flow that cannot be shown. Missing parameters render nothing (SPEC 2.1). */
export function FailureScreen({ failure, language }: { failure: LoadFailure; language: string }) {
  const { t } = useTranslation();
  switch (failure.kind) {
    case 'missing-parameters':
      return null;
    case 'not-found':
      return <NotFound />;
    case 'signature':
      return <Message text={t('validation.signature')} />;
    case 'inactive':
      return <Message text={localise(failure.message, language) || t('flow.inactive')} />;
    case 'invalid-flow':
      return (
        <Message text={t('errors.systemError')}>
          <ul className="cv-problems">{failure.problems.slice(0, 20).map((p) => <li key={p}>{p}</li>)}</ul>
        </Message>
      );
    case 'system':
      return <Message text={t('errors.systemError')} reload />;
  }
}

function NotFound() {
  const { t } = useTranslation();
  return (
    <main className="cv-page cv-page--message">
      <h1>{t('errors.notFound')}</h1>
    </main>
  );
}

function Message({ text, reload = false, children }: { text: string; reload?: boolean; children?: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <main className="cv-page cv-page--message">
      {/* The alert wraps the heading: a heading given role="alert" stops being a heading (axe aria-allowed-role). */}
      <div role="alert">
        <h1 className="cv-message">{text}</h1>
      </div>
      {children}
      {reload ? (
        <button type="button" className="cv-button cv-button--secondary" onClick={() => location.reload()}>
          {t('errors.reload')}
        </button>
      ) : null}
    </main>
  );
}
