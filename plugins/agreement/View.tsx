import { useRef, useState } from 'react';
import { localise } from '../../src/engine/language';
import { registerPluginMessages, usePluginTranslation } from '../../src/plugin-api/messages';
import type { QuestionViewProps } from '../../src/plugin-api/view';
import { Dialog } from '../../src/ui/Dialog';
import './agreement.css';

registerPluginMessages('agreement', {
  en: { agree: 'I agree', read: 'Read the contract', close: 'Close', contract: 'Contract', platformOnly: 'The contract text can only be viewed on the platform.' },
  tr: { agree: 'Kabul ediyorum', read: 'Sözleşmeyi oku', close: 'Kapat', contract: 'Sözleşme', platformOnly: 'Sözleşme metni yalnızca platformda görüntülenebilir.' },
});

/** A consent checkbox; the contract opens in a dialog (focus kept inside, Escape closes). */
export default function AgreementView({ question, value, onChange, language, ids, invalid, required }: QuestionViewProps<'boolean'>) {
  const { t } = usePluginTranslation('agreement');
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const contract = localise(question.extra?.contract_text, language);
  return (
    <div className="cv-agreement">
      <label className="cv-agreement__check" htmlFor={ids.input}>
        <input
          id={ids.input}
          type="checkbox"
          checked={value === true}
          required={required}
          aria-invalid={invalid || undefined}
          aria-describedby={`${ids.description} ${ids.error}`}
          onChange={(e) => onChange(e.target.checked ? true : null)}
        />
        <span>{t('agree')}</span>
      </label>
      <button ref={opener} type="button" className="cv-button cv-button--link" onClick={() => setOpen(true)}>
        {t('read')}
      </button>
      {open ? (
        <Dialog title={t('contract')} onClose={() => setOpen(false)} returnFocus={opener.current}>
          <div className="cv-agreement__contract">{contract || t('platformOnly')}</div>
          <button type="button" className="cv-button cv-button--primary" onClick={() => setOpen(false)}>
            {t('close')}
          </button>
        </Dialog>
      ) : null}
    </div>
  );
}
