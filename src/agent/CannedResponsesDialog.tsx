import { useEffect, useRef, useState } from 'react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { RequestError } from '../net/request';
import type { AgentConsoleApp } from './create-agent-console';

const SHORTCUT = /^[a-z0-9][a-z0-9_-]{0,31}$/;

/** Owners keep the canned responses agents insert with `/shortcut` (issue #22): a list to remove from and a form to add. */
export function CannedResponsesDialog({ app, onClose }: { app: AgentConsoleApp; onClose(): void }) {
  const { t } = useTranslation('agent');
  const canned = useUnit(app.chats.$canned);
  const dialog = useRef<HTMLDialogElement>(null);
  const [shortcut, setShortcut] = useState('');
  const [body, setBody] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    dialog.current?.showModal();
  }, []);
  const add = async () => {
    const wanted = shortcut.trim().replace(/^\//, '').toLowerCase();
    if (!SHORTCUT.test(wanted)) return setProblem(t('canned.badShortcut'));
    if (body.trim() === '') return setProblem(t('canned.emptyBody'));
    try {
      await app.api.addCanned({ shortcut: wanted, body });
      setShortcut('');
      setBody('');
      setProblem(null);
      await app.chats.cannedChanged();
    } catch (error) {
      setProblem(error instanceof RequestError && error.status === 409 ? t('canned.taken', { shortcut: wanted }) : t('canned.failed'));
    }
  };
  const remove = async (id: string) => {
    await app.api.removeCanned(id).catch(() => setProblem(t('canned.failed')));
    await app.chats.cannedChanged();
  };
  return (
    <dialog ref={dialog} className="cv-agent__dialog" aria-labelledby="cv-agent-canned-title" onClose={onClose}>
      <h2 id="cv-agent-canned-title">{t('canned.title')}</h2>
      <p className="cv-agent__muted">{t('canned.explain')}</p>
      {canned.length === 0 ? <p>{t('canned.none')}</p> : (
        <ul className="cv-agent__canned-list">
          {canned.map((c) => (
            <li key={c.id}>
              <span><strong>/{c.shortcut}</strong> {c.body}</span>
              <button type="button" className="cv-button cv-button--link" aria-label={t('canned.remove', { shortcut: c.shortcut })} onClick={() => void remove(c.id)}>{t('canned.removeShort')}</button>
            </li>
          ))}
        </ul>
      )}
      <form className="cv-agent__canned-form" onSubmit={(e) => (e.preventDefault(), void add())}>
        <label htmlFor="cv-agent-canned-shortcut">{t('canned.shortcut')}</label>
        <input id="cv-agent-canned-shortcut" value={shortcut} onChange={(e) => setShortcut(e.target.value)} autoComplete="off" />
        <label htmlFor="cv-agent-canned-body">{t('canned.body')}</label>
        <textarea id="cv-agent-canned-body" rows={3} value={body} onChange={(e) => setBody(e.target.value)} />
        {problem ? <p className="cv-question__error" role="alert">{problem}</p> : null}
        <div className="cv-agent__dialog-actions">
          <button type="submit" className="cv-button cv-button--primary">{t('canned.add')}</button>
          <button type="button" className="cv-button cv-button--secondary" onClick={() => dialog.current?.close()}>{t('canned.close')}</button>
        </div>
      </form>
    </dialog>
  );
}
