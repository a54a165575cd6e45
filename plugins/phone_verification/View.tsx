import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import type { PhoneAnswer } from '../../src/plugin-api/define-plugin';
import { registerPluginMessages, usePluginTranslation } from '../../src/plugin-api/messages';
import { messages } from './messages';
import type { QuestionViewProps } from '../../src/plugin-api/view';
import { displayPhone, readPhone } from '../../src/plugin-api/read-phone';
import { PhoneField, usePhoneCountry } from '../../src/plugin-api/ui/PhoneField';
import '../../src/plugin-api/ui/text-field.css';
import './phone-verification.css';

registerPluginMessages('phone_verification', { en: messages });

const CODE_LENGTH = 6;

interface Sent {
  phone: PhoneAnswer;
  verificationId: string;
}
type Busy = 'send' | 'verify' | null;
type Message = { text: string; problem: boolean } | null;
type Focus = 'number' | 'code' | 'verified' | null;

/**
 * SPEC 4.5 in two steps: the number and "Send code", then the SMS code and "Verify". The answer is given when
 * something is decided (an invalid number, a verified or refused code) and cleared when the respondent edits after
 * it, so a half-typed number or code never shows an error; progress and failures are said in a live region.
 */
export default function PhoneVerificationView({ question, value, onChange, ids, invalid, required, services }: QuestionViewProps<'phone'>) {
  const { t } = usePluginTranslation('phone_verification');
  const [text, setText] = useState(value?.number ?? '');
  const [country, setCountry] = usePhoneCountry(services.countryCode, value?.number);
  const [sent, setSent] = useState<Sent | null>(() => (value?.verificationId && value.verified !== true ? { phone: value, verificationId: value.verificationId } : null));
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState<Busy>(null);
  const [message, setMessage] = useState<Message>(null);
  const numberField = useRef<HTMLInputElement>(null);
  const codeField = useRef<HTMLInputElement>(null);
  const verifiedNote = useRef<HTMLParagraphElement>(null);
  const verified = value?.verified === true;
  const codeId = `${ids.input}-code`;

  // Focus follows the step, once the step's control is on screen (set with the state change that shows it).
  const focusNext = useRef<Focus>(null);
  const setFocus = (target: Focus) => void (focusNext.current = target);
  useEffect(() => {
    if (focusNext.current === null) return;
    ({ number: numberField, code: codeField, verified: verifiedNote })[focusNext.current].current?.focus();
    focusNext.current = null;
  });

  const say = (text: string, problem = false) => setMessage({ text, problem });
  const clearDecision = () => value !== null && onChange(null);

  const send = async (again: boolean) => {
    if (busy) return;
    const phone = again && sent ? sent.phone : readPhone(text, country);
    if (!phone) {
      setFocus('number');
      return say(t('enterNumber'), true);
    }
    if (!phone.isValid) {
      // An invalid number is an answer the engine marks: "Please enter a valid phone number." (SPEC 5).
      setFocus('number');
      setMessage(null);
      return onChange(phone);
    }
    setBusy('send');
    say(t('sending'));
    try {
      const verificationId = await services.sendVerificationCode(phone.number, question.id);
      setSent({ phone, verificationId });
      setCode('');
      clearDecision();
      say(t(again ? 'sentAgain' : 'sent', { number: displayPhone(phone.number) }));
      setFocus('code');
    } catch {
      say(t('sendFailed'), true);
    } finally {
      setBusy(null);
    }
  };

  const verify = async () => {
    if (busy || !sent) return;
    if (code.length !== CODE_LENGTH) {
      setFocus('code');
      return say(t('enterCode'), true);
    }
    setBusy('verify');
    say(t('verifying'));
    try {
      const ok = await services.verifyCode(sent.verificationId, code);
      // A refused code is an answer too: the engine shows "The verification code you entered is wrong.".
      onChange({ ...sent.phone, verificationId: sent.verificationId, token: code, verified: ok });
      setMessage(null);
      if (ok) setSent(null);
      // The verified note is focused, so it is read; a refused code goes back to the code field.
      setFocus(ok ? 'verified' : 'code');
    } catch {
      say(t('verifyFailed'), true);
    } finally {
      setBusy(null);
    }
  };

  const changeNumber = () => {
    setSent(null);
    setCode('');
    setMessage(null);
    clearDecision();
    setFocus('number');
  };

  const onEnter = (action: () => void) => (event: KeyboardEvent) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    action();
  };
  const step = verified ? 'verified' : sent ? 'code' : 'number';

  return (
    <div className="cv-phone-verification">
      <div className="cv-phone-verification__row">
        <PhoneField
          inputRef={numberField}
          id={ids.input}
          text={text}
          country={country}
          readOnly={step !== 'number'}
          required={required}
          invalid={step === 'number' && invalid}
          describedBy={`${ids.description} ${ids.error}`}
          onInput={(typed, typedCountry) => {
            setText(typed);
            setCountry(typedCountry);
            clearDecision();
          }}
          onKeyDown={step === 'number' ? onEnter(() => void send(false)) : undefined}
        />
        {step === 'number' ? (
          <button type="button" className="cv-button cv-button--primary" aria-disabled={busy !== null || undefined} onClick={() => void send(false)}>
            {t('send')}
          </button>
        ) : (
          <button type="button" className="cv-button cv-button--link" aria-disabled={busy !== null || undefined} onClick={() => busy || changeNumber()}>
            {t('change')}
          </button>
        )}
      </div>

      {step === 'code' ? (
        <div className="cv-phone-verification__code">
          <label htmlFor={codeId} className="cv-phone-verification__label">
            {t('code')}
          </label>
          <div className="cv-phone-verification__row">
            <input
              ref={codeField}
              id={codeId}
              className="cv-text-field cv-phone-verification__digits"
              type="text"
              inputMode="numeric"
              autoComplete="one-time-code"
              pattern="[0-9]*"
              maxLength={CODE_LENGTH}
              dir="ltr"
              value={code}
              required
              aria-invalid={invalid || value?.verified === false || undefined}
              aria-describedby={`${codeId}-hint ${ids.error}`}
              onChange={(event) => {
                setCode(event.target.value.replace(/\D/g, '').slice(0, CODE_LENGTH));
                clearDecision();
              }}
              onKeyDown={onEnter(() => void verify())}
            />
            <button type="button" className="cv-button cv-button--primary" aria-disabled={busy !== null || undefined} onClick={() => void verify()}>
              {t('verify')}
            </button>
          </div>
          <p id={`${codeId}-hint`} className="cv-phone-verification__hint">
            {t('codeHint')}
          </p>
          <button type="button" className="cv-button cv-button--link" aria-disabled={busy !== null || undefined} onClick={() => void send(true)}>
            {t('again')}
          </button>
        </div>
      ) : null}

      {step === 'verified' && value ? (
        <p ref={verifiedNote} tabIndex={-1} className="cv-phone-verification__verified">
          <span aria-hidden="true">✓ </span>
          {t('verified', { number: displayPhone(value.number) })}
        </p>
      ) : null}

      <p role="status" aria-live="polite" className={message?.problem ? 'cv-phone-verification__message cv-phone-verification__message--problem' : 'cv-phone-verification__message'}>
        {message?.text}
      </p>
    </div>
  );
}
