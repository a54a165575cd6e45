import { useTranslation } from 'react-i18next';
import type { WidgetConfig } from '../../types/schemas';

/** The frame's header: back, previous feedbacks, the node's logo or the channel's name, archive, close. */
export function WidgetHeader({ config, onBack, onClose, onMenu, menuOpen = false, onArchive }: { config: WidgetConfig; onBack?: () => void; onClose(): void; onMenu?: () => void; menuOpen?: boolean; onArchive?: () => void }) {
  const { t } = useTranslation();
  return (
    // Named, so the frame's banner and contentinfo landmarks stay apart from the host page's own (axe landmark-unique).
    <header className="cv-widget__header" aria-label={t('widget.feedback')}>
      {onBack ? <button type="button" className="cv-icon-button" onClick={onBack} aria-label={t('widget.back')}><span aria-hidden="true" className="cv-flip-rtl">‹</span></button> : null}
      {onMenu ? <button type="button" className="cv-icon-button" onClick={onMenu} aria-expanded={menuOpen} aria-label={t('widget.previousFeedbacks')}><span aria-hidden="true">☰</span></button> : null}
      {config.node_logo_url ? <img className="cv-logo" src={config.node_logo_url} alt="" /> : <span className="cv-widget__title">{config.web_channel?.name ?? ''}</span>}
      <span className="cv-widget__spacer" />
      {onArchive ? <button type="button" className="cv-button cv-button--secondary" onClick={onArchive}>{t('chat.archive')}</button> : null}
      <button type="button" className="cv-icon-button" onClick={onClose} aria-label={t('common.close')}><span aria-hidden="true">✕</span></button>
    </header>
  );
}
