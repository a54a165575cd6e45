import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../app/console-context';
import { usePageTitle } from '../app/use-page-title';
import { Spinner } from '../../ui/Spinner';
import { Field } from '../ui/Field';
import { FormAlert } from '../ui/FormAlert';
import { failureText } from '../ui/failure-text';
import { useFocusFirstInvalid } from '../ui/use-focus-invalid';
import { Link } from '../routing/Link';
import { SIGN_IN_PATH } from '../routing/routes';
import type { LinkStatus } from './model';
import { AuthLayout } from './AuthLayout';
import { repeatProblem, requiredProblem } from './form-checks';
import { NewPasswordFields } from './NewPasswordFields';

/** An invitation link: the invited person picks a display name and a password, and is signed in with the role given. */
export function InvitationScreen({ token }: { token: string }) {
  const { t } = useTranslation('console');
  const { auth } = useConsole();
  const [invitation, checkFailure] = useUnit([auth.$invitation, auth.$invitationFailure]);
  usePageTitle(t('invitation.title'));
  useEffect(() => {
    auth.invitationOpened(token);
  }, [auth, token]);

  let body;
  if (checkFailure) body = <FormAlert message={failureText(t, checkFailure)} />;
  else if (!invitation) body = <Spinner size={32} />;
  else if (!invitation.valid) {
    body = (
      <>
        <p className="cv-console-alert cv-console-alert--error">{t('errors.invitation_invalid')}</p>
        <p><Link href={SIGN_IN_PATH}>{t('invitation.signInInstead')}</Link></p>
      </>
    );
  } else body = <AcceptForm token={token} invitation={invitation} />;
  return (
    <AuthLayout>
      <h1 className="cv-console-auth__title">{t('invitation.title')}</h1>
      {body}
    </AuthLayout>
  );
}

function AcceptForm({ token, invitation }: { token: string; invitation: LinkStatus }) {
  const { t } = useTranslation('console');
  const { auth } = useConsole();
  const [failure, pending] = useUnit([auth.$acceptFailure, auth.$acceptPending]);
  const [values, setValues] = useState({ displayName: '', password: '', repeat: '' });
  const [problems, setProblems] = useState<Record<keyof typeof values, string | null>>({ displayName: null, password: null, repeat: null });
  const [attempt, setAttempt] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(form, attempt, failure);
  const set = (name: keyof typeof values) => (value: string) => setValues((current) => ({ ...current, [name]: value }));
  const problem = (found: string | null) => (found ? t(`problems.${found}`) : null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      displayName: problem(requiredProblem(values.displayName)),
      password: problem(requiredProblem(values.password)),
      repeat: problem(repeatProblem(values.password, values.repeat)),
    };
    setProblems(found);
    if (Object.values(found).some(Boolean)) setAttempt((n) => n + 1);
    else auth.acceptSubmitted({ token, display_name: values.displayName.trim(), password: values.password });
  };

  const apiText = failure ? failureText(t, failure) : null;
  const passwordError = problems.password ?? (failure?.code === 'weak_password' ? apiText : null);
  const formError = failure && failure.code !== 'weak_password' ? apiText : null;

  return (
    <form ref={form} className="cv-console-form" noValidate onSubmit={submit}>
      <p className="cv-console-auth__lead">{t('invitation.lead', { email: invitation.email, role: invitation.role ? t(`roles.${invitation.role}`) : '' })}</p>
      <Field label={t('fields.displayName')} hint={t('fields.displayNameHint')} autoComplete="name" value={values.displayName} onChange={(e) => set('displayName')(e.target.value)} error={problems.displayName} />
      <NewPasswordFields password={values.password} repeat={values.repeat} onPassword={set('password')} onRepeat={set('repeat')} passwordError={passwordError} repeatError={problems.repeat} />
      <FormAlert message={formError} />
      <button type="submit" className="cv-button cv-button--primary cv-console-form__submit" disabled={pending}>{pending ? t('invitation.pending') : t('invitation.submit')}</button>
    </form>
  );
}
