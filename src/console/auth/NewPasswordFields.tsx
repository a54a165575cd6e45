import { useTranslation } from 'react-i18next';
import { Field } from '../ui/Field';

interface Props {
  password: string;
  repeat: string;
  onPassword(value: string): void;
  onRepeat(value: string): void;
  /** The password's error: a missing one, or the API's reason for refusing it. */
  passwordError: string | null;
  repeatError: string | null;
}

/** A new password typed twice; how strong it must be is the server's rule, said in the hint and in its refusal. */
export function NewPasswordFields({ password, repeat, onPassword, onRepeat, passwordError, repeatError }: Props) {
  const { t } = useTranslation('console');
  return (
    <>
      <Field label={t('fields.newPassword')} hint={t('fields.newPasswordHint')} type="password" autoComplete="new-password" value={password} onChange={(e) => onPassword(e.target.value)} error={passwordError} />
      <Field label={t('fields.repeatPassword')} type="password" autoComplete="new-password" value={repeat} onChange={(e) => onRepeat(e.target.value)} error={repeatError} />
    </>
  );
}
