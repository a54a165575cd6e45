import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WidgetDocument } from './model';
import { previewPathOf } from './embed-snippet';
import { testPageAddress } from './url-test';

/**
 * The saved widget on a sample host page of this server, loaded by the real loader exactly as a site loads it, in a
 * phone or desktop frame. Its address obeys the URL patterns like any page, so the card says when they hide it.
 */
export function WidgetPreview({ widget, version }: { widget: WidgetDocument; version: string }) {
  const { t } = useTranslation('console');
  const [device, setDevice] = useState<'desktop' | 'phone'>('desktop');
  const [reloads, setReloads] = useState(0);
  const path = previewPathOf(widget.code);
  const verdict = testPageAddress(`${window.location.origin}${path}`, widget);
  return (
    <section className="cv-console-card cv-preview" aria-labelledby="cv-widget-preview-title">
      <div className="cv-preview__head">
        <h2 id="cv-widget-preview-title" className="cv-console-card__title">{t('widgets.preview.title')}</h2>
        <div className="cv-preview__tools" role="group" aria-label={t('widgets.preview.device')}>
          {(['desktop', 'phone'] as const).map((name) => (
            <button key={name} type="button" className="cv-button cv-button--secondary cv-button--small" aria-pressed={device === name} onClick={() => setDevice(name)}>{t(`widgets.preview.${name}`)}</button>
          ))}
          <button type="button" className="cv-button cv-button--secondary cv-button--small" onClick={() => setReloads((n) => n + 1)}>{t('widgets.preview.reload')}</button>
        </div>
      </div>
      <p className="cv-console-field__hint">{t('widgets.preview.description')}</p>
      {verdict.shown === false ? <p className="cv-console-alert cv-console-alert--info">{t(widget.is_visible === false ? 'widgets.preview.switchedOff' : 'widgets.preview.hiddenByPatterns')}</p> : null}
      {widget.secure_mode ? <p className="cv-console-alert cv-console-alert--info">{t('widgets.preview.secureMode')}</p> : null}
      <div className="cv-preview__stage" data-device={device}>
        <iframe key={`${version}-${reloads}`} className="cv-preview__frame" src={path} title={t('widgets.preview.frameTitle', { code: widget.code })} />
      </div>
    </section>
  );
}
