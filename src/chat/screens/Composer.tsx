import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  disabled: boolean;
  placeholder: string;
  allowUpload: boolean;
  onSend(message: { body: string; attachment: File | null }): void;
  /** Called as the respondent types, so the agent sees it (issue #22). */
  onTyping?(): void;
}

/**
 * SPEC 5: Enter sends, Shift+Enter inserts a newline; send is disabled while both text and attachment are empty;
 * one image attachment at a time, hidden when uploads are not allowed.
 */
export function Composer({ disabled, placeholder, allowUpload, onSend, onTyping }: Props) {
  const { t } = useTranslation();
  const [body, setBody] = useState('');
  const [attachment, setAttachment] = useState<File | null>(null);
  const [refused, setRefused] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const empty = body.trim() === '' && !attachment;

  const send = () => {
    if (disabled || empty) return;
    onSend({ body, attachment });
    setBody('');
    setAttachment(null);
    if (fileInput.current) fileInput.current.value = '';
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  return (
    <form className="cv-composer" onSubmit={(e) => (e.preventDefault(), send())}>
      <label htmlFor="cv-composer-input" className="cv-visually-hidden">{t('chat.message')}</label>
      <textarea id="cv-composer-input" rows={2} value={body} disabled={disabled} placeholder={placeholder} onChange={(e) => (setBody(e.target.value), onTyping?.())} onKeyDown={onKeyDown} />
      {allowUpload && !disabled ? (
        <>
          <input
            ref={fileInput}
            id="cv-composer-file"
            type="file"
            accept="image/*"
            className="cv-visually-hidden"
            onChange={(e) => {
              const file = e.target.files?.[0] ?? null;
              const image = file !== null && file.type.startsWith('image/');
              setRefused(file !== null && !image);
              setAttachment(image ? file : null);
            }}
          />
          <label htmlFor="cv-composer-file" className="cv-button cv-button--secondary cv-composer__attach">
            <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M16.5 6.5l-8 8a2.5 2.5 0 003.5 3.5l8.5-8.5a4.5 4.5 0 00-6.4-6.4L5.6 11.6a6.5 6.5 0 009.2 9.2l6.2-6.2" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
            </svg>
            <span className="cv-visually-hidden">{t('chat.attach')}</span>
          </label>
        </>
      ) : null}
      <button type="submit" className="cv-button cv-button--primary" disabled={disabled || empty}>
        {t('chat.send')}
      </button>
      {attachment ? (
        <p className="cv-composer__file">
          {attachment.name}{' '}
          <button type="button" className="cv-button cv-button--link" onClick={() => (setAttachment(null), fileInput.current && (fileInput.current.value = ''))}>
            {t('chat.removeAttachment')}
          </button>
        </p>
      ) : null}
      {refused ? <p className="cv-question__error" role="alert">{t('chat.imagesOnly')}</p> : null}
    </form>
  );
}
