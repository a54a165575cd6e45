import { useEffect, useState, type FormEvent } from 'react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { roleMay } from '../../server/accounts/roles';
import { Dialog } from '../../ui/Dialog';
import { Spinner } from '../../ui/Spinner';
import type { FlowSummary, MailChoices, User } from '../api/types';
import { useConsole } from '../app/console-context';
import { FormAlert } from '../ui/FormAlert';
import { SelectField } from '../ui/SelectField';
import { failureText } from '../ui/failure-text';
import './notices.css';

const LANGUAGES = [{ value: 'en', label: 'English' }, { value: 'tr', label: 'Türkçe' }, { value: 'ar', label: 'العربية' }];

/** Email notices for the signed-in person: new chats (who may answer chats), results digests (who may read results). */
export function NoticesDialog({ user, returnFocus }: { user: User; returnFocus: HTMLElement | null }) {
  const { t } = useTranslation('console');
  const { notices } = useConsole();
  const [loaded, loadFailure] = useUnit([notices.$loaded, notices.$loadFailure]);
  let body;
  if (loadFailure) body = <FormAlert message={failureText(t, loadFailure)} />;
  else if (!loaded) body = <Spinner size={32} />;
  else body = <NoticesForm user={user} initial={loaded.choices} flows={loaded.flows} />;
  return (
    <Dialog title={t('notices.title')} onClose={() => notices.closed()} returnFocus={returnFocus}>
      {body}
      {loaded ? null : <div className="cv-modal__actions"><button type="button" className="cv-button cv-button--secondary" onClick={() => notices.closed()}>{t('common.cancel')}</button></div>}
    </Dialog>
  );
}

function NoticesForm({ user, initial, flows }: { user: User; initial: MailChoices; flows: FlowSummary[] }) {
  const { t } = useTranslation('console');
  const { notices } = useConsole();
  const [failure, saving] = useUnit([notices.$saveFailure, notices.$saving]);
  const [choices, setChoices] = useState(initial);
  useEffect(() => setChoices(initial), [initial]);
  const answersChats = roleMay(user.role, 'chats:read');
  const readsResults = roleMay(user.role, 'feedbacks:read');
  const frequencyOf = (flowId: string) => choices.digests.find((digest) => digest.flow_id === flowId)?.frequency ?? 'off';
  const setFrequency = (flowId: string, frequency: string) => setChoices((current) => ({
    ...current,
    digests: [...current.digests.filter((digest) => digest.flow_id !== flowId), ...(frequency === 'off' ? [] : [{ flow_id: flowId, frequency: frequency as 'daily' | 'weekly' }])],
  }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    notices.saved(choices);
  };
  const frequencies = [{ value: 'off', label: t('notices.off') }, { value: 'daily', label: t('notices.daily') }, { value: 'weekly', label: t('notices.weekly') }];
  const listed = flows.filter((flow) => !flow.archived || frequencyOf(flow.id) !== 'off');

  return (
    <form className="cv-console-form" noValidate onSubmit={submit}>
      <p className="cv-console-dialog__body">{t('notices.lead', { email: user.email })}</p>
      <SelectField label={t('notices.language')} value={choices.language} onChange={(e) => setChoices({ ...choices, language: e.target.value as MailChoices['language'] })} options={LANGUAGES} />
      {answersChats ? (
        <label className="cv-notices__check">
          <input type="checkbox" checked={choices.new_chat_mail} onChange={(e) => setChoices({ ...choices, new_chat_mail: e.target.checked })} />
          <span>{t('notices.newChat')}</span>
        </label>
      ) : null}
      {readsResults ? (
        <fieldset className="cv-notices__digests">
          <legend className="cv-console-field__label">{t('notices.digests')}</legend>
          {listed.length === 0 ? <p className="cv-console-muted">{t('notices.noFlows')}</p> : null}
          {listed.map((flow) => (
            <SelectField key={flow.id} label={flow.name || flow.id} value={frequencyOf(flow.id)} onChange={(e) => setFrequency(flow.id, e.target.value)} options={frequencies} />
          ))}
        </fieldset>
      ) : null}
      <FormAlert message={failure ? failureText(t, failure) : null} />
      <div className="cv-modal__actions">
        <button type="button" className="cv-button cv-button--secondary" onClick={() => notices.closed()}>{t('common.cancel')}</button>
        <button type="submit" className="cv-button cv-button--primary" disabled={saving}>{t('notices.save')}</button>
      </div>
    </form>
  );
}
