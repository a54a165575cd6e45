import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { reportException } from '../observability/reporter';

interface Props {
  children: ReactNode;
  /** SPEC 8: "A page-level boundary shows a translated message by key"; systemError is the default key. */
  messageKey?: string;
  /** Tests replace the reload. */
  onReload?: () => void;
}

/**
 * The page-level error boundary (SPEC 8): an error in any screen, or a screen's chunk that did not load
 * (ChunkLoadError), is reported and replaced by the translated message with a reload button. Reloading is the cure
 * for a chunk a new deployment removed: the page is served without caching and names the new chunks.
 */
export class PageErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    reportException(error, { componentStack: info.componentStack ?? undefined });
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return <PageError messageKey={this.props.messageKey ?? 'errors.systemError'} onReload={this.props.onReload ?? (() => location.reload())} />;
  }
}

function PageError({ messageKey, onReload }: { messageKey: string; onReload: () => void }) {
  const { t } = useTranslation();
  return (
    <main className="cv-page cv-page--message">
      <div role="alert">
        <h1 className="cv-message">{t(messageKey)}</h1>
      </div>
      <button type="button" className="cv-button cv-button--secondary" onClick={onReload}>
        {t('errors.reload')}
      </button>
    </main>
  );
}
