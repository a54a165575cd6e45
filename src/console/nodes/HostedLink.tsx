import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyField } from '../ui/CopyField';
import { qrSvgOf } from './qr-svg';
import './nodes.css';

/** The node's hosted flow page (SPEC 2.1 /feedback) on this server. */
const hostedLinkOf = (nodeId: string, origin: string) => `${origin}/feedback?node_id=${encodeURIComponent(nodeId)}`;

/**
 * The node's hosted link to copy, and its QR code (for posters, receipts, kiosks) drawn as SVG with a download of the
 * same SVG file.
 */
export function HostedLink({ nodeId }: { nodeId: string }) {
  const { t } = useTranslation('console');
  const link = hostedLinkOf(nodeId, window.location.origin);
  const qr = useMemo(() => qrSvgOf(link), [link]);
  // A data address rather than a blob: nothing to revoke, and the same file whatever the browser.
  const download = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(qr.svg)}`;
  return (
    <section className="cv-console-card cv-hosted" aria-labelledby="cv-hosted-title">
      <h2 id="cv-hosted-title" className="cv-console-card__title">{t('nodes.hosted.title')}</h2>
      <p className="cv-console-field__hint">{t('nodes.hosted.description')}</p>
      <div className="cv-hosted__body">
        <div className="cv-hosted__link">
          <CopyField label={t('nodes.hosted.link')} value={link} />
          <a className="cv-button cv-button--link" href={link} target="_blank" rel="noopener noreferrer">{t('nodes.hosted.open')}</a>
        </div>
        <figure className="cv-hosted__qr">
          <svg viewBox={`0 0 ${qr.size} ${qr.size}`} width="160" height="160" role="img" aria-label={t('nodes.hosted.qrLabel', { link })} shapeRendering="crispEdges" data-testid="node-qr">
            <rect width={qr.size} height={qr.size} fill="#fff" />
            <path d={qr.path} fill="#000" />
          </svg>
          <figcaption>
            <a className="cv-button cv-button--secondary cv-button--small" href={download} download={`canvass-node-${nodeId}-qr.svg`}>{t('nodes.hosted.download')}</a>
          </figcaption>
        </figure>
      </div>
    </section>
  );
}
