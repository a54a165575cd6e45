import { useEffect, useId, useRef, useState, type ClipboardEvent, type DragEvent, type KeyboardEvent } from 'react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import type { CannedResponse } from './agent-api';
import type { AgentModel } from './model';

type Mode = 'reply' | 'note';

/** The canned responses a `/short` draft may mean: the whole draft is a slash and the start of a shortcut. */
function cannedMatches(draft: string, canned: readonly CannedResponse[]): CannedResponse[] {
  const match = /^\/([a-z0-9_-]*)$/i.exec(draft);
  if (!match) return [];
  const typed = match[1]!.toLowerCase();
  return canned.filter((c) => c.shortcut.startsWith(typed)).slice(0, 8);
}

const imageOf = (files: FileList | null | undefined) => [...(files ?? [])].find((file) => file.type.startsWith('image/')) ?? null;

/**
 * The composer (issue #22): a reply to the customer or a private note for agents. Enter sends, Shift+Enter breaks the
 * line; an image comes from the button, a paste or a drop, and is gone once sent; `/shortcut` offers canned responses
 * (arrows choose, Enter or Tab inserts, Escape closes). No name field: the server signs a reply as the account.
 */
export function ReplyForm({ model }: { model: AgentModel }) {
  const { t } = useTranslation('agent');
  const [sendFailed, canned, selected] = useUnit([model.$sendFailed, model.$canned, model.$selected]);
  const [mode, setMode] = useState<Mode>('reply');
  const [body, setBody] = useState('');
  const [attachment, setAttachment] = useState<File | null>(null);
  const [fileInput, setFileInput] = useState(0);
  const [active, setActive] = useState(0);
  const [dismissed, setDismissed] = useState(false);
  const text = useRef<HTMLTextAreaElement>(null);
  const ids = useId();
  const suggestions = dismissed ? [] : cannedMatches(body, canned);
  const offering = suggestions.length > 0;

  // Another chat opened: its composer starts empty.
  useEffect(() => {
    setBody('');
    setAttachment(null);
    setFileInput((n) => n + 1);
  }, [selected]);

  const send = () => {
    if (mode === 'note') {
      if (body.trim() === '') return;
      model.noteSent(body);
    } else {
      if (body.trim() === '' && !attachment) return;
      model.replySent({ body, attachment });
    }
    setBody('');
    setAttachment(null);
    // A new file input: the sent image's name would otherwise stay in the old one.
    setFileInput((n) => n + 1);
  };
  const insert = (chosen: CannedResponse) => {
    setBody(chosen.body);
    setActive(0);
    text.current?.focus();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (offering) {
      if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
        e.preventDefault();
        setActive((i) => (i + (e.key === 'ArrowDown' ? 1 : suggestions.length - 1)) % suggestions.length);
        return;
      }
      if (e.key === 'Enter' || e.key === 'Tab') {
        e.preventDefault();
        insert(suggestions[Math.min(active, suggestions.length - 1)]!);
        return;
      }
      if (e.key === 'Escape') {
        e.preventDefault();
        setDismissed(true);
        return;
      }
    }
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      send();
    }
  };
  const onPaste = (e: ClipboardEvent<HTMLTextAreaElement>) => {
    const image = imageOf(e.clipboardData.files);
    if (image && mode === 'reply') {
      e.preventDefault();
      setAttachment(image);
    }
  };
  const onDrop = (e: DragEvent<HTMLFormElement>) => {
    const image = imageOf(e.dataTransfer.files);
    if (!image) return;
    e.preventDefault();
    setMode('reply');
    setAttachment(image);
  };
  const canSend = mode === 'note' ? body.trim() !== '' : body.trim() !== '' || attachment !== null;
  const listId = `${ids}-canned`;
  return (
    <form className={`cv-agent__reply cv-agent__reply--${mode}`} onSubmit={(e) => (e.preventDefault(), send())} onDragOver={(e) => e.preventDefault()} onDrop={onDrop}>
      <div role="group" aria-label={t('composer.mode')} className="cv-agent__modes">
        <button type="button" aria-pressed={mode === 'reply'} onClick={() => setMode('reply')}>{t('composer.reply')}</button>
        <button type="button" aria-pressed={mode === 'note'} onClick={() => setMode('note')}>{t('composer.note')}</button>
      </div>
      <label htmlFor="cv-agent-reply" className="cv-visually-hidden">{mode === 'note' ? t('composer.noteLabel') : t('reply')}</label>
      {offering ? (
        <ul id={listId} role="listbox" aria-label={t('composer.canned')} className="cv-agent__canned">
          {suggestions.map((c, i) => (
            <li key={c.id} id={`${listId}-${i}`} role="option" aria-selected={i === active} onMouseDown={(e) => (e.preventDefault(), insert(c))}>
              <strong>/{c.shortcut}</strong> <span>{c.body}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <textarea
        ref={text} id="cv-agent-reply" rows={2} value={body}
        placeholder={mode === 'note' ? t('composer.notePlaceholder') : t('composer.placeholder')}
        aria-describedby="cv-agent-reply-hint"
        aria-autocomplete="list" aria-controls={offering ? listId : undefined} aria-activedescendant={offering ? `${listId}-${Math.min(active, suggestions.length - 1)}` : undefined}
        onChange={(e) => {
          setBody(e.target.value);
          setDismissed(false);
          setActive(0);
          if (mode === 'reply') model.typed();
        }}
        onKeyDown={onKeyDown} onPaste={onPaste}
      />
      <p id="cv-agent-reply-hint" className="cv-agent__hint">{mode === 'note' ? t('composer.noteHint') : t('composer.hint')}</p>
      {attachment ? (
        <p className="cv-agent__attachment">
          <span>{t('composer.attached', { name: attachment.name })}</span>
          <button type="button" className="cv-button cv-button--link" onClick={() => (setAttachment(null), setFileInput((n) => n + 1))}>{t('composer.removeAttachment')}</button>
        </p>
      ) : null}
      <div className="cv-agent__reply-actions">
        {mode === 'reply' ? (
          <span className="cv-agent__attach">
            <input key={fileInput} id="cv-agent-file" className="cv-visually-hidden" type="file" accept="image/*" onChange={(e) => setAttachment(imageOf(e.target.files))} />
            <label htmlFor="cv-agent-file" className="cv-button cv-button--secondary">{t('attach')}</label>
          </span>
        ) : null}
        <button type="submit" className="cv-button cv-button--primary" disabled={!canSend}>{mode === 'note' ? t('composer.addNote') : t('send')}</button>
      </div>
      {sendFailed ? <p className="cv-question__error" role="alert">{t('sendFailed')}</p> : null}
    </form>
  );
}
