import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { ROLES, roleWithin } from '../../server/accounts/roles';
import type { Role } from '../api/types';
import { useConsole } from '../app/console-context';
import { requiredProblem } from '../auth/form-checks';
import { Field } from '../ui/Field';
import { failureText } from '../ui/failure-text';
import { FormAlert } from '../ui/FormAlert';
import { SelectField } from '../ui/SelectField';
import { useFocusFirstInvalid } from '../ui/use-focus-invalid';

/** The last moment of the chosen day, local time, as the API's date-time; a token without a date never expires. */
const endOfDay = (day: string) => new Date(`${day}T23:59:59`).toISOString();
const today = () => new Date().toLocaleDateString('sv'); // YYYY-MM-DD, the date input's format

/** Name, role (the creator's own or one that may do less, as the API allows) and an optional expiry date. */
export function TokenForm() {
  const { t } = useTranslation('console');
  const { tokens, session } = useConsole();
  const [failure, pending, current, created] = useUnit([tokens.$createFailure, tokens.$createPending, session.$session, tokens.$created]);
  const myRole = current?.user.role ?? 'viewer';
  const roles = ROLES.filter((role) => roleWithin(role, myRole));
  const [name, setName] = useState('');
  // A new token starts with the least it may do (viewer): a script that only reads must not get the owner's powers
  // because nobody changed the default.
  const [role, setRole] = useState<Role>('viewer');
  const [expires, setExpires] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(form, attempt);
  // Emptied once the token exists; a refused one keeps what was typed, to correct.
  useEffect(() => {
    if (!created) return;
    setName('');
    setExpires('');
  }, [created]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = requiredProblem(name);
    setProblem(found);
    if (found) setAttempt((n) => n + 1);
    else {
      tokens.createSubmitted({ name: name.trim(), role, ...(expires ? { expires_at: endOfDay(expires) } : {}) });
    }
  };
  return (
    <form ref={form} className="cv-console-form" noValidate onSubmit={submit}>
      <div className="cv-console-form__row">
        <Field label={t('tokens.name')} hint={t('tokens.nameHint')} autoComplete="off" value={name} onChange={(e) => setName(e.target.value)} error={problem ? t(`problems.${problem}`) : null} />
        <SelectField label={t('tokens.role')} value={role} onChange={(e) => setRole(e.target.value as Role)} options={roles.map((value) => ({ value, label: t(`roles.${value}`) }))} />
        <Field label={t('tokens.expires')} hint={t('tokens.expiresHint')} type="date" min={today()} value={expires} onChange={(e) => setExpires(e.target.value)} />
      </div>
      <FormAlert message={failure ? failureText(t, failure) : null} />
      <button type="submit" className="cv-button cv-button--primary" disabled={pending}>{t('tokens.create')}</button>
    </form>
  );
}
