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
import { AuthLayout } from './AuthLayout';
import { emailProblem, repeatProblem, requiredProblem } from './form-checks';
import { NewPasswordFields } from './NewPasswordFields';

/** First run (issue #17): the one-time link `npm start` prints creates the first owner, who is then signed in. */
export function SetupScreen({ token }: { token: string }) {
  const { t } = useTranslation('console');
  const { auth } = useConsole();
  const [link, linkFailure] = useUnit([auth.$setupLink, auth.$setupLinkFailure]);
  usePageTitle(t('setup.title'));
  useEffect(() => {
    auth.setupLinkOpened(token);
  }, [auth, token]);

  let body;
  if (linkFailure) body = <FormAlert message={failureText(t, linkFailure)} />;
  else if (!link) body = <Spinner size={32} />;
  else if (!link.valid) body = <InvalidLink />;
  else body = <SetupForm token={token} />;
  return (
    <AuthLayout>
      <h1 className="cv-console-auth__title">{t('setup.title')}</h1>
      {body}
    </AuthLayout>
  );
}

function InvalidLink() {
  const { t } = useTranslation('console');
  return (
    <>
      <p className="cv-console-alert cv-console-alert--error">{t('errors.setup_link_invalid')}</p>
      <p><Link href={SIGN_IN_PATH}>{t('setup.signInInstead')}</Link></p>
    </>
  );
}

function SetupForm({ token }: { token: string }) {
  const { t } = useTranslation('console');
  const { auth } = useConsole();
  const [failure, pending] = useUnit([auth.$setupFailure, auth.$setupPending]);
  const [values, setValues] = useState({ email: '', displayName: '', password: '', repeat: '' });
  const [problems, setProblems] = useState<Record<keyof typeof values, string | null>>({ email: null, displayName: null, password: null, repeat: null });
  const [attempt, setAttempt] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(form, attempt, failure);
  const set = (name: keyof typeof values) => (value: string) => setValues((current) => ({ ...current, [name]: value }));
  const problem = (found: string | null) => (found ? t(`problems.${found}`) : null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      email: problem(emailProblem(values.email)),
      displayName: problem(requiredProblem(values.displayName)),
      password: problem(requiredProblem(values.password)),
      repeat: problem(repeatProblem(values.password, values.repeat)),
    };
    setProblems(found);
    if (Object.values(found).some(Boolean)) setAttempt((n) => n + 1);
    else auth.setupSubmitted({ token, email: values.email.trim(), display_name: values.displayName.trim(), password: values.password });
  };

  // The API's refusals that belong to one field are shown at that field; the rest above the button.
  const apiText = failure ? failureText(t, failure) : null;
  const passwordError = problems.password ?? (failure?.code === 'weak_password' ? apiText : null);
  const emailError = problems.email ?? (failure?.code === 'email_taken' ? apiText : null);
  const formError = failure && failure.code !== 'weak_password' && failure.code !== 'email_taken' ? apiText : null;

  return (
    <form ref={form} className="cv-console-form" noValidate onSubmit={submit}>
      <p className="cv-console-auth__lead">{t('setup.lead')}</p>
      <Field label={t('fields.email')} type="email" autoComplete="email" value={values.email} onChange={(e) => set('email')(e.target.value)} error={emailError} />
      <Field label={t('fields.displayName')} hint={t('fields.displayNameHint')} autoComplete="name" value={values.displayName} onChange={(e) => set('displayName')(e.target.value)} error={problems.displayName} />
      <NewPasswordFields password={values.password} repeat={values.repeat} onPassword={set('password')} onRepeat={set('repeat')} passwordError={passwordError} repeatError={problems.repeat} />
      <FormAlert message={formError} />
      <button type="submit" className="cv-button cv-button--primary cv-console-form__submit" disabled={pending}>{pending ? t('setup.pending') : t('setup.submit')}</button>
    </form>
  );
}
