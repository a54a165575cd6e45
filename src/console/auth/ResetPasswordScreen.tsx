import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { useConsole } from '../app/console-context';
import { usePageTitle } from '../app/use-page-title';
import { Spinner } from '../../ui/Spinner';
import { FormAlert } from '../ui/FormAlert';
import { failureText } from '../ui/failure-text';
import { useFocusFirstInvalid } from '../ui/use-focus-invalid';
import { Link } from '../routing/Link';
import { FORGOT_PASSWORD_PATH, SIGN_IN_PATH } from '../routing/routes';
import { AuthLayout } from './AuthLayout';
import { repeatProblem, requiredProblem } from './form-checks';
import { NewPasswordFields } from './NewPasswordFields';

/** The emailed link's page: a new password, then signing in with it (every other session has ended). */
export function ResetPasswordScreen({ token }: { token: string }) {
  const { t } = useTranslation('console');
  const { passwordReset } = useConsole();
  const [valid, checkFailure, done] = useUnit([passwordReset.$linkValid, passwordReset.$linkFailure, passwordReset.$done]);
  usePageTitle(t('resetPassword.title'));
  useEffect(() => {
    passwordReset.linkOpened(token);
  }, [passwordReset, token]);

  let body;
  if (done) {
    body = (
      <>
        <p className="cv-console-alert cv-console-alert--info" role="status">{t('resetPassword.done')}</p>
        <p><Link href={SIGN_IN_PATH}>{t('resetPassword.signIn')}</Link></p>
      </>
    );
  } else if (checkFailure) body = <FormAlert message={failureText(t, checkFailure)} />;
  else if (valid === null) body = <Spinner size={32} />;
  else if (!valid) {
    body = (
      <>
        <p className="cv-console-alert cv-console-alert--error">{t('errors.reset_link_invalid')}</p>
        <p><Link href={FORGOT_PASSWORD_PATH}>{t('resetPassword.askAgain')}</Link></p>
      </>
    );
  } else body = <NewPasswordForm token={token} />;
  return (
    <AuthLayout>
      <h1 className="cv-console-auth__title">{t('resetPassword.title')}</h1>
      {body}
    </AuthLayout>
  );
}

function NewPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation('console');
  const { passwordReset } = useConsole();
  const [failure, pending] = useUnit([passwordReset.$completeFailure, passwordReset.$completePending]);
  const [values, setValues] = useState({ password: '', repeat: '' });
  const [problems, setProblems] = useState<{ password: string | null; repeat: string | null }>({ password: null, repeat: null });
  const [attempt, setAttempt] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(form, attempt, failure);
  const problem = (found: string | null) => (found ? t(`problems.${found}`) : null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = { password: problem(requiredProblem(values.password)), repeat: problem(repeatProblem(values.password, values.repeat)) };
    setProblems(found);
    if (found.password || found.repeat) setAttempt((n) => n + 1);
    else passwordReset.newPasswordSubmitted({ token, password: values.password });
  };

  const apiText = failure ? failureText(t, failure) : null;
  const passwordError = problems.password ?? (failure?.code === 'weak_password' ? apiText : null);
  const formError = failure && failure.code !== 'weak_password' ? apiText : null;

  return (
    <form ref={form} className="cv-console-form" noValidate onSubmit={submit}>
      <p className="cv-console-auth__lead">{t('resetPassword.lead')}</p>
      <NewPasswordFields password={values.password} repeat={values.repeat} onPassword={(password) => setValues((v) => ({ ...v, password }))} onRepeat={(repeat) => setValues((v) => ({ ...v, repeat }))} passwordError={passwordError} repeatError={problems.repeat} />
      <FormAlert message={formError} />
      <button type="submit" className="cv-button cv-button--primary cv-console-form__submit" disabled={pending}>{pending ? t('resetPassword.pending') : t('resetPassword.submit')}</button>
    </form>
  );
}
