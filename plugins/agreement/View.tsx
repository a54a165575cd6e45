import { useRef, useState } from 'react';
import { localise } from '../../src/plugin-api/language';
import { registerPluginMessages, usePluginTranslation } from '../../src/plugin-api/messages';
import { messages } from './messages';
import type { QuestionViewProps } from '../../src/plugin-api/view';
import { Dialog } from '../../src/plugin-api/ui/Dialog';
import './agreement.css';

registerPluginMessages('agreement', { en: messages });

/**
 * A consent checkbox ("I agree"); unticking clears the answer. A question with `extra.contract_text` also gets a
 * "Read the contract" button that opens a modal dialog (focus moves in and is trapped, Escape closes, focus returns
 * to the button). The contract is shown as plain text. SPEC 2.2's "contract text can only be viewed on the platform"
 * is shown when the question has a contract but no text for it in any language (the platform kept it back);
 * a question without a contract is a plain consent box with no button.
 */
export default function AgreementView({ question, value, onChange, language, ids, invalid, required }: QuestionViewProps<'boolean'>) {
  const { t } = usePluginTranslation('agreement');
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const hasContract = question.extra?.contract_text !== undefined;
  const contract = localise(question.extra?.contract_text, language);
  return (
    <div className="cv-agreement">
      <label className="cv-agreement__check" htmlFor={ids.input}>
        <input
          id={ids.input}
          type="checkbox"
          checked={value === true}
          aria-required={required || undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={`${ids.description} ${ids.error}`}
          onChange={(e) => onChange(e.target.checked ? true : null)}
        />
        <span>{t('agree')}</span>
      </label>
      {hasContract ? (
        <button ref={opener} type="button" className="cv-agreement__read" aria-haspopup="dialog" onClick={() => setOpen(true)}>
          {t('read')}
        </button>
      ) : null}
      {open ? (
        <Dialog title={t('contract')} onClose={() => setOpen(false)} returnFocus={opener.current}>
          {/* Focusable so a long contract scrolls with the keyboard; it takes the first focus, so it is read first. */}
          <div className="cv-agreement__contract" tabIndex={0}>
            {contract || t('platformOnly')}
          </div>
          <button type="button" className="cv-agreement__close" onClick={() => setOpen(false)}>
            {t('close')}
          </button>
        </Dialog>
      ) : null}
    </div>
  );
}
