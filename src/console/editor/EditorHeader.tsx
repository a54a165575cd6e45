import { useState } from 'react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import type { Flow } from '../../types/schemas';
import { Link } from '../routing/Link';
import type { EditorPanelProps } from './editor-panel';
import { useEditor } from './editor-context';
import { EditorIcon } from './EditorIcon';
import type { FlowFixture } from './preview/draft-fixtures';
import { PublishRefusal } from './PublishRefusal';
import { SaveIndicator } from './SaveIndicator';

/** The editor's top bar: back to the flows, the flow's name (renamable), editing language, save state, undo/redo, Publish. */
export function EditorHeader({ flow, edit, problems, tests }: Pick<EditorPanelProps, 'flow' | 'edit' | 'problems'> & { tests: readonly FlowFixture[] }) {
  const { t } = useTranslation('console');
  const { model, readOnly } = useEditor();
  const [undoLabel, redoLabel, language, save, publish, publishedVersion] = useUnit([model.$undoLabel, model.$redoLabel, model.$language, model.$saveState, model.$publish, model.$publishedVersion]);
  // Errors stop publishing (the server would refuse the draft); warnings (a state no path reaches) do not.
  const errors = problems.filter((problem) => problem.severity !== 'warning').length;
  const publishBlocked = save.status !== 'saved' || errors > 0 || publish.status === 'publishing';
  return (
    <header className="cv-editor-header">
      <div className="cv-editor-header__title">
        <Link href="/console/flows" className="cv-editor-back">
          <EditorIcon path="M15 6l-6 6 6 6" />
          <span>{t('editor.back')}</span>
        </Link>
        <FlowName flow={flow} readOnly={readOnly} onRename={(name) => edit((draft) => void (draft.name = name), t('editor.edits.renameFlow'))} />
        <span className="cv-console-muted cv-editor-header__version">
          {publishedVersion === null ? t('flows.draft') : t('flows.published', { version: publishedVersion })}
        </span>
      </div>
      <div className="cv-editor-header__tools">
        {flow.languages.length > 1 ? (
          <label className="cv-editor-language">
            <span>{t('editor.language')}</span>
            <select className="cv-console-input" value={language} onChange={(event) => model.languageChosen(event.target.value)}>
              {flow.languages.map((option) => <option key={option.id} value={option.code}>{option.name ?? option.code}</option>)}
            </select>
          </label>
        ) : null}
        {readOnly ? <span className="cv-console-badge">{t('editor.readOnly')}</span> : <SaveIndicator />}
        {readOnly ? null : (
          <div className="cv-editor-history" role="group" aria-label={t('editor.history')}>
            <button type="button" className="cv-editor-icon-button" disabled={undoLabel === null} onClick={() => model.undone()}
              aria-label={undoLabel ? t('editor.undoNamed', { label: undoLabel }) : t('editor.undo')} title={undoLabel ? t('editor.undoNamed', { label: undoLabel }) : t('editor.undo')}>
              <EditorIcon path="M9 14L4 9l5-5M4 9h10.5a5.5 5.5 0 0 1 0 11H11" />
            </button>
            <button type="button" className="cv-editor-icon-button" disabled={redoLabel === null} onClick={() => model.redone()}
              aria-label={redoLabel ? t('editor.redoNamed', { label: redoLabel }) : t('editor.redo')} title={redoLabel ? t('editor.redoNamed', { label: redoLabel }) : t('editor.redo')}>
              <EditorIcon path="M15 14l5-5-5-5M20 9H9.5a5.5 5.5 0 0 0 0 11H13" />
            </button>
          </div>
        )}
        {readOnly ? null : (
          <button type="button" className="cv-button cv-button--primary cv-editor-publish" aria-disabled={publishBlocked} onClick={() => !publishBlocked && model.publishPressed()}>
            {publish.status === 'publishing' ? t('editor.publishing') : t('editor.publish')}
          </button>
        )}
      </div>
      <div className="cv-editor-header__notices">
        {publish.status === 'published' ? <p role="status" className="cv-console-alert cv-console-alert--info">{t('editor.published', { version: publish.version })}</p> : null}
        {publish.status === 'refused' ? <PublishRefusal refusal={publish} flow={flow} tests={tests} /> : null}
        {!readOnly && errors > 0 ? <p className="cv-console-muted">{t('editor.publishNeedsFixes', { count: errors })}</p> : null}
      </div>
    </header>
  );
}

/** The flow's name as the page's heading, with a button that turns it into a field. */
function FlowName({ flow, readOnly, onRename }: { flow: Flow; readOnly: boolean; onRename(name: string): void }) {
  const { t } = useTranslation('console');
  const [editing, setEditing] = useState(false);
  const name = flow.name || flow.id;
  if (editing) {
    const finish = (value: string) => {
      setEditing(false);
      if (value.trim() && value.trim() !== flow.name) onRename(value.trim());
    };
    return (
      <input className="cv-console-input cv-editor-name-input" aria-label={t('editor.flowName')} defaultValue={name} autoFocus
        onBlur={(event) => finish(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') finish(event.currentTarget.value);
          if (event.key === 'Escape') setEditing(false);
        }} />
    );
  }
  return (
    <div className="cv-editor-name">
      <h1 className="cv-editor-name__heading">{name}</h1>
      {readOnly ? null : (
        <button type="button" className="cv-editor-icon-button" aria-label={t('editor.renameFlow')} title={t('editor.renameFlow')} onClick={() => setEditing(true)}>
          <EditorIcon path="M4 20h4L19 9l-4-4L4 16v4zM14 6l4 4" />
        </button>
      )}
    </div>
  );
}
