import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { ROLES } from '../../server/accounts/roles';
import type { Role } from '../api/types';
import { useConsole } from '../app/console-context';
import { emailProblem } from '../auth/form-checks';
import { mailLanguageOf } from '../auth/password-reset-model';
import { Field } from '../ui/Field';
import { failureText } from '../ui/failure-text';
import { FormAlert } from '../ui/FormAlert';
import { SelectField } from '../ui/SelectField';
import { useFocusFirstInvalid } from '../ui/use-focus-invalid';

/** Email and role; the API emails a one-time link and answers with it, which InvitationsCard shows. */
export function InviteForm() {
  const { t, i18n } = useTranslation('console');
  const { people } = useConsole();
  const [failure, pending, created] = useUnit([people.$inviteFailure, people.$invitePending, people.$createdInvitation]);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role>('editor');
  const [problem, setProblem] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(form, attempt, failure);
  // Emptied once the invitation exists; a refused one keeps the address, to correct.
  useEffect(() => {
    if (created) setEmail('');
  }, [created]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = emailProblem(email);
    setProblem(found);
    if (found) setAttempt((n) => n + 1);
    else people.inviteSubmitted({ email: email.trim(), role, language: mailLanguageOf(i18n.language) });
  };
  const emailError = problem ? t(`problems.${problem}`) : failure?.code === 'email_taken' ? failureText(t, failure) : null;
  return (
    <form ref={form} className="cv-console-form" noValidate onSubmit={submit} aria-labelledby="cv-invite-title">
      <h3 id="cv-invite-title" className="cv-console-form__title">{t('people.inviteTitle')}</h3>
      <div className="cv-console-form__row">
        <Field label={t('fields.email')} type="email" autoComplete="off" value={email} onChange={(e) => setEmail(e.target.value)} error={emailError} />
        <SelectField label={t('people.role')} value={role} onChange={(e) => setRole(e.target.value as Role)} options={ROLES.map((value) => ({ value, label: t(`roles.${value}`) }))} />
      </div>
      <FormAlert message={failure && failure.code !== 'email_taken' ? failureText(t, failure) : null} />
      <button type="submit" className="cv-button cv-button--primary" disabled={pending}>{t('people.invite')}</button>
    </form>
  );
}
