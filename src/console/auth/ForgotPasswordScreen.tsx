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
import { SIGN_IN_PATH } from '../routing/routes';
import { AuthLayout } from './AuthLayout';
import { emailProblem, type FieldProblem } from './form-checks';
import { mailLanguageOf } from './password-reset-model';

/**
 * "Forgot password?": asks for an emailed link. The page says the same whether or not the address has an account,
 * as the server does, so it tells nobody who has one.
 */
export function ForgotPasswordScreen() {
  const { t, i18n } = useTranslation('console');
  const { passwordReset } = useConsole();
  const [requestedFor, failure, pending] = useUnit([passwordReset.$requestedFor, passwordReset.$requestFailure, passwordReset.$requestPending]);
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<FieldProblem | null>(null);
  const [attempt, setAttempt] = useState(0);
  const form = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(form, attempt);
  usePageTitle(t('forgotPassword.title'));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = emailProblem(email);
    setProblem(found);
    if (found) setAttempt((n) => n + 1);
    else passwordReset.requestSubmitted({ email: email.trim(), language: mailLanguageOf(i18n.language) });
  };

  return (
    <AuthLayout>
      <h1 className="cv-console-auth__title">{t('forgotPassword.title')}</h1>
      {requestedFor ? (
        <p className="cv-console-alert cv-console-alert--info" role="status">{t('forgotPassword.sent', { email: requestedFor })}</p>
      ) : (
        <form ref={form} className="cv-console-form" noValidate onSubmit={submit} aria-describedby="cv-forgot-error">
          <p className="cv-console-auth__lead">{t('forgotPassword.lead')}</p>
          <Field label={t('fields.email')} type="email" autoComplete="username" value={email} onChange={(e) => setEmail(e.target.value)} error={problem ? t(`problems.${problem}`) : null} />
          <FormAlert id="cv-forgot-error" message={failure ? failureText(t, failure) : null} />
          <button type="submit" className="cv-button cv-button--primary cv-console-form__submit" disabled={pending}>{pending ? t('forgotPassword.pending') : t('forgotPassword.submit')}</button>
        </form>
      )}
      <p className="cv-console-auth__footnote"><Link href={SIGN_IN_PATH}>{t('forgotPassword.back')}</Link></p>
    </AuthLayout>
  );
}
