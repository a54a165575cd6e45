import { useCallback, useState } from 'react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { plugins } from '../../../plugins';
import type { Flow } from '../../types/schemas';
import { ConflictDialog } from './ConflictDialog';
import { useEditor } from './editor-context';
import type { EditorPanelProps, FlowEdit, FlowProblem } from './editor-panel';
import { EditorHeader } from './EditorHeader';
import { EditorTabs } from './EditorTabs';
import { PropertiesPanel } from './properties/PropertiesPanel';
import { ComingPanel } from './ComingPanel';
import { StructurePanel } from './structure/StructurePanel';
import { useLeaveWarning } from './use-leave-warning';
import { useUndoShortcuts } from './use-undo-shortcuts';

const NO_PROBLEMS: readonly FlowProblem[] = [];

/** Which column a phone shows: below 900 px the three columns become panes behind a tab bar. */
type Pane = 'structure' | 'edit' | 'preview';
const PANES: readonly Pane[] = ['structure', 'edit', 'preview'];

/**
 * The editor's layout, in Formbricks' and SurveyJS Creator's manner: the flow's outline (structure) at the start, the
 * selected part's editor in tabs in the middle, the live preview at the end. Every panel gets EditorPanelProps.
 * SLOTS: the logic, translations, JSON, problems and preview panels are built elsewhere (src/console/editor/{logic,
 * translations,json,problems,preview}/); each is one `<ComingPanel …/>` line below, replaced by the real panel.
 */
export function FlowEditor({ flow }: { flow: Flow }) {
  const { t } = useTranslation('console');
  const { model, readOnly } = useEditor();
  const [pane, setPane] = useState<Pane>('structure');
  const edit = useCallback((recipe: FlowEdit, label: string) => {
    if (!readOnly) model.edited({ recipe, label });
  }, [model, readOnly]);
  useUndoShortcuts(model.undone, model.redone, !readOnly);
  useLeaveWarning(useUnit(model.$saveState).status !== 'saved');
  const problems = NO_PROBLEMS; // slot: problems — findProblems(flow, plugins) from ./problems/
  const props: EditorPanelProps = { flow, edit, registry: plugins, problems };

  return (
    <div className="cv-editor" data-pane={pane}>
      <EditorHeader flow={flow} edit={edit} problems={problems} />
      {readOnly ? <p className="cv-console-alert cv-console-alert--info cv-editor-read-only">{t('editor.readOnlyNotice')}</p> : null}
      <nav className="cv-editor-panes" aria-label={t('editor.panes.label')}>
        {PANES.map((name) => (
          <button key={name} type="button" className="cv-editor-panes__button" aria-pressed={pane === name} onClick={() => setPane(name)}>
            {t(`editor.panes.${name}`)}
          </button>
        ))}
      </nav>
      <section className="cv-editor-column cv-editor-column--structure" aria-label={t('editor.structure.title')}>
        <StructurePanel {...props} onOpenElement={() => setPane('edit')} />
      </section>
      <section className="cv-editor-column cv-editor-column--edit" aria-label={t('editor.panes.edit')}>
        <EditorTabs
          tabs={{
            build: <PropertiesPanel {...props} />,
            logic: <ComingPanel name="logic" />, // slot: logic — <LogicPanel {...props} />
            translations: <ComingPanel name="translations" />, // slot: translations — <TranslationsPanel {...props} />
            json: <ComingPanel name="json" />, // slot: json — <JsonPanel {...props} />
          }}
        />
        <ComingPanel name="problems" /> {/* slot: problems panel — <ProblemsPanel {...props} /> */}
      </section>
      <aside className="cv-editor-column cv-editor-column--preview" aria-label={t('editor.preview')}>
        <ComingPanel name="preview" /> {/* slot: preview — <PreviewPanel {...props} /> */}
      </aside>
      <ConflictDialog />
    </div>
  );
}
