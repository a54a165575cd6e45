import { useRef, useState, type FormEvent } from 'react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../app/console-context';
import { usePageTitle } from '../app/use-page-title';
import { Field } from '../ui/Field';
import { FormAlert } from '../ui/FormAlert';
import { failureText } from '../ui/failure-text';
import { useFocusFirstInvalid } from '../ui/use-focus-invalid';
import { Link } from '../routing/Link';
import { FORGOT_PASSWORD_PATH } from '../routing/routes';
import { AuthLayout } from './AuthLayout';
import { emailProblem, requiredProblem, type FieldProblem } from './form-checks';

/** Email and password; wrong credentials and a locked account are said in words, from the API's error name. */
export function SignInScreen() {
  const { t } = useTranslation('console');
  const { auth, session } = useConsole();
  const [failure, pending, notice] = useUnit([auth.$signInFailure, auth.$signInPending, session.$notice]);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [problems, setProblems] = useState<{ email: FieldProblem | null; password: FieldProblem | null }>({ email: null, password: null });
  const [attempt, setAttempt] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(form, attempt);
  usePageTitle(t('signIn.title'));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = { email: emailProblem(email), password: requiredProblem(password) };
    setProblems(found);
    if (found.email || found.password) setAttempt((n) => n + 1);
    else auth.signInSubmitted({ email: email.trim(), password });
  };

  return (
    <AuthLayout>
      <h1 className="cv-console-auth__title">{t('signIn.title')}</h1>
      {notice ? <p className="cv-console-alert cv-console-alert--info" role="status">{t(`signIn.notice.${notice}`)}</p> : null}
      <form ref={form} className="cv-console-form" noValidate onSubmit={submit} aria-describedby="cv-sign-in-error">
        <Field label={t('fields.email')} type="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} error={problems.email ? t(`problems.${problems.email}`) : null} />
        <Field label={t('fields.password')} type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} error={problems.password ? t(`problems.${problems.password}`) : null} />
        <FormAlert id="cv-sign-in-error" message={failure ? failureText(t, failure) : null} />
        <button type="submit" className="cv-button cv-button--primary cv-console-form__submit" disabled={pending}>{pending ? t('signIn.pending') : t('signIn.submit')}</button>
      </form>
      <p className="cv-console-auth__footnote"><Link href={FORGOT_PASSWORD_PATH}>{t('signIn.forgot')}</Link></p>
      <p className="cv-console-auth__footnote">{t('signIn.footnote')}</p>
    </AuthLayout>
  );
}
