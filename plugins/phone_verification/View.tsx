import { useState } from 'react';
import type { PhoneAnswer } from '../../src/engine/answer-value';
import { registerPluginMessages, usePluginTranslation } from '../../src/plugin-api/messages';
import type { QuestionViewProps } from '../../src/plugin-api/view';
import { readPhone } from '../phone_number/View';
import '../../src/plugin-api/ui/text-field.css';

registerPluginMessages('phone_verification', {
  en: { send: 'Send code', sending: 'Sending…', code: 'Code from the SMS', verify: 'Verify', verifying: 'Checking…', change: 'Change number', again: 'Send again', sent: 'We sent a code to {{number}}.', verified: '{{number}} is verified.', failed: 'The code could not be sent. Please try again.' },
  tr: { send: 'Kod gönder', sending: 'Gönderiliyor…', code: 'SMS ile gelen kod', verify: 'Doğrula', verifying: 'Kontrol ediliyor…', change: 'Numarayı değiştir', again: 'Tekrar gönder', sent: '{{number}} numarasına bir kod gönderdik.', verified: '{{number}} doğrulandı.', failed: 'Kod gönderilemedi. Lütfen tekrar deneyin.' },
});

/** SPEC 4.5: a number, a code sent by SMS, the code checked; the answer counts once verified. */
export default function PhoneVerificationView({ question, value, onChange, ids, invalid, required, services }: QuestionViewProps<'phone'>) {
  const { t } = usePluginTranslation('phone_verification');
  const [text, setText] = useState(value?.number ?? '');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState<'send' | 'verify' | null>(null);
  const [status, setStatus] = useState('');
  const update = (patch: Partial<PhoneAnswer>) => value && onChange({ ...value, ...patch });

  const send = async () => {
    const phone = readPhone(text, services.countryCode);
    onChange(phone);
    if (!phone?.isValid) return;
    setBusy('send');
    try {
      const verificationId = await services.sendVerificationCode(phone.number, question.id);
      onChange({ ...phone, verificationId });
      setStatus(t('sent', { number: phone.number }));
    } catch {
      setStatus(t('failed'));
    } finally {
      setBusy(null);
    }
  };
  const verify = async () => {
    if (!value?.verificationId) return;
    setBusy('verify');
    try {
      const ok = await services.verifyCode(value.verificationId, code.trim());
      update({ token: code.trim(), verified: ok });
      if (ok) setStatus(t('verified', { number: value.number }));
    } finally {
      setBusy(null);
    }
  };

  if (value?.verified) {
    return (
      <p id={ids.input} role="status" className="cv-text__hint" style={{ textAlign: 'start' }}>
        {t('verified', { number: value.number })}{' '}
        <button type="button" className="cv-button cv-button--link" onClick={() => (onChange(null), setCode(''), setStatus(''))}>{t('change')}</button>
      </p>
    );
  }
  return (
    <div className="cv-text">
      {!value?.verificationId ? (
        <>
          <input id={ids.input} className="cv-text-field" type="tel" inputMode="tel" autoComplete="tel" value={text} required={required} aria-invalid={invalid || undefined} aria-describedby={`${ids.description} ${ids.error}`} onChange={(e) => (setText(e.target.value), onChange(readPhone(e.target.value, services.countryCode)))} />
          <button type="button" className="cv-button cv-button--secondary" disabled={busy !== null || text.trim() === ''} onClick={send}>{busy === 'send' ? t('sending') : t('send')}</button>
        </>
      ) : (
        <>
          <label htmlFor={`${ids.input}-code`}>{t('code')}</label>
          <input id={`${ids.input}-code`} className="cv-text-field" inputMode="numeric" autoComplete="one-time-code" pattern="[0-9]*" maxLength={6} value={code} aria-invalid={invalid || undefined} aria-describedby={`${ids.error}`} onChange={(e) => (setCode(e.target.value), update({ token: e.target.value, verified: undefined }))} />
          <button type="button" className="cv-button cv-button--primary" disabled={busy !== null || code.trim().length === 0} onClick={verify}>{busy === 'verify' ? t('verifying') : t('verify')}</button>
          <button type="button" className="cv-button cv-button--link" onClick={send} disabled={busy !== null}>{t('again')}</button>
          <button type="button" className="cv-button cv-button--link" onClick={() => (onChange(readPhone(text, services.countryCode)), setCode(''))}>{t('change')}</button>
        </>
      )}
      <p role="status" aria-live="polite" className="cv-text__hint" style={{ textAlign: 'start' }}>{status}</p>
    </div>
  );
}
