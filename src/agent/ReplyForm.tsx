import { useState } from 'react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import type { AgentModel } from './model';

/** Text and an image; Enter sends, Shift+Enter breaks the line. No name field: the server signs it as the account. */
export function ReplyForm({ model }: { model: AgentModel }) {
  const { t } = useTranslation('agent');
  const sendFailed = useUnit(model.$sendFailed);
  const [body, setBody] = useState('');
  const [attachment, setAttachment] = useState<File | null>(null);
  const [fileInput, setFileInput] = useState(0);
  const send = () => {
    if (body.trim() === '' && !attachment) return;
    model.replySent({ body, attachment });
    setBody('');
    setAttachment(null);
    // A new file input: the sent image's name would otherwise stay in the old one.
    setFileInput((n) => n + 1);
  };
  return (
    <form className="cv-agent__reply" onSubmit={(e) => (e.preventDefault(), send())}>
      <label htmlFor="cv-agent-reply">{t('reply')}</label>
      <textarea id="cv-agent-reply" rows={3} value={body} onChange={(e) => setBody(e.target.value)} onKeyDown={(e) => e.key === 'Enter' && !e.shiftKey && (e.preventDefault(), send())} />
      <label htmlFor="cv-agent-file">{t('attach')}</label>
      <input key={fileInput} id="cv-agent-file" type="file" accept="image/*" onChange={(e) => setAttachment(e.target.files?.[0] ?? null)} />
      <button type="submit" className="cv-button cv-button--primary" disabled={body.trim() === '' && !attachment}>{t('send')}</button>
      {sendFailed ? <p className="cv-question__error" role="alert">{t('sendFailed')}</p> : null}
    </form>
  );
}
