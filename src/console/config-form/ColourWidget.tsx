import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { contrastRatio, MIN_TEXT_CONTRAST, parseHexColour, withContrast } from '../../lib/contrast';
import { contextOf } from './form-context';

/**
 * A #RRGGBB colour: the browser's colour picker beside the hex text, and how the colour reads under its text. The
 * respondent screens keep 4.5:1 by darkening or lightening a colour that falls short (src/lib/contrast.ts), so the
 * hint says which colour respondents will really see. `ui:options.textColour` is the text colour or names the field
 * holding it (a widget's font_color); without it the text is white.
 */
export function ColourWidget({ id, value, onChange, readonly, disabled, options, registry, required, rawErrors }: WidgetProps) {
  const { t } = useTranslation('console');
  const text = typeof value === 'string' ? value : '';
  const valid = parseHexColour(text) !== null && /^#[0-9a-f]{6}$/i.test(text);
  const field = options.textColour as string | undefined;
  const other = field?.startsWith('#') ? field : field ? contextOf(registry).formData[field] : undefined;
  const against = typeof other === 'string' && parseHexColour(other) ? other : '#ffffff';
  const contrast = valid ? withContrast(text, against) : null;
  const locked = readonly || disabled;
  return (
    <div className="cv-colour">
      <div className="cv-colour__row">
        <input
          type="color" className="cv-colour__swatch" aria-label={t('configForm.colour.picker')} disabled={locked}
          value={valid ? text.toLowerCase() : '#000000'} onChange={(event) => onChange(event.target.value.toUpperCase())}
        />
        <input
          id={id} className="cv-console-input cv-colour__hex" value={text} readOnly={locked} spellCheck={false} placeholder="#RRGGBB"
          aria-invalid={rawErrors?.length ? true : undefined} aria-describedby={`${id}-contrast`}
          onChange={(event) => onChange(event.target.value === '' ? (required ? '' : null) : event.target.value)}
        />
        {!required && text && !locked ? (
          <button type="button" className="cv-button cv-button--secondary cv-colour__clear" onClick={() => onChange(null)}>{t('configForm.clear')}</button>
        ) : null}
      </div>
      <p id={`${id}-contrast`} className="cv-console-field__hint cv-colour__contrast" data-ok={contrast ? !contrast.adjusted : undefined}>
        {contrast
          ? contrast.adjusted
            ? t('configForm.colour.adjusted', { ratio: contrastRatio(text, against).toFixed(1), minimum: MIN_TEXT_CONTRAST, colour: contrast.colour })
            : t('configForm.colour.fine', { ratio: contrast.ratio.toFixed(1) })
          : null}
        {contrast?.adjusted ? <span className="cv-colour__chip" style={{ background: contrast.colour }} aria-hidden="true" /> : null}
      </p>
    </div>
  );
}
