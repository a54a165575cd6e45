import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import type { Flow } from '../../types/schemas';
import { ConflictDialog } from './ConflictDialog';
import { useEditor } from './editor-context';
import type { PluginRegistry } from '../../plugin-api/registry';
import type { EditorPanelProps, FlowEdit, FlowProblem } from './editor-panel';
import { EditorHeader } from './EditorHeader';
import { EditorTabs, type TabName } from './EditorTabs';
import type { FixturesModel } from './fixtures-model';
import { JsonTab } from './json/JsonTab';
import { LogicPanel } from './logic/LogicPanel';
import { FlowPreview } from './preview/FlowPreview';
import { findProblems } from './problems/find-problems';
import { ProblemsPanel } from './problems/ProblemsPanel';
import { PropertiesPanel } from './properties/PropertiesPanel';
import { withSettingsProblems } from './properties/settings-problems';
import { StructurePanel } from './structure/StructurePanel';
import { TranslationsGrid } from './translations/TranslationsGrid';
import { useLeaveWarning } from './use-leave-warning';
import { useUndoShortcuts } from './use-undo-shortcuts';

/** Which column a phone shows: below 900 px the three columns become panes behind a tab bar. */
type Pane = 'structure' | 'edit' | 'preview';
const PANES: readonly Pane[] = ['structure', 'edit', 'preview'];

/**
 * The editor's layout, in Formbricks' and SurveyJS Creator's manner: the flow's outline (structure) at the start, the
 * selected part's editor in tabs in the middle, the live preview at the end. Every panel gets EditorPanelProps; the
 * problems are found once per draft and shared by all of them.
 */
export function FlowEditor({ flow, registry, fixtures }: { flow: Flow; registry: PluginRegistry; fixtures: FixturesModel }) {
  const { t } = useTranslation('console');
  const { model, readOnly } = useEditor();
  const [pane, setPane] = useState<Pane>('structure');
  const [tab, setTab] = useState<TabName>('build');
  const [focusPath, setFocusPath] = useState<FlowProblem['path']>();
  const [tests, fixturesFailure] = useUnit([fixtures.$fixtures, fixtures.$failure]);
  useEffect(() => fixtures.opened(), [fixtures]);
  const edit = useCallback((recipe: FlowEdit, label: string) => {
    if (!readOnly) model.edited({ recipe, label });
  }, [model, readOnly]);
  useUndoShortcuts(model.undone, model.redone, !readOnly);
  useLeaveWarning(useUnit(model.$saveState).status !== 'saved');
  // The problems follow the draft a render behind: a keystroke paints its field and the preview first, and the whole
  // flow's check (tens of milliseconds at 200 x 20) runs in the render React does after it, or not at all when
  // another keystroke comes first. Publishing waits for the save, by which time they have caught up.
  const checkedFlow = useDeferredValue(flow);
  const problems = useMemo(() => withSettingsProblems(findProblems(checkedFlow, registry), checkedFlow, registry), [checkedFlow, registry]);
  const openElement = useCallback(() => setPane('edit'), []);
  const props: EditorPanelProps = { flow, edit, registry, problems };
  /** A problem chosen in the list opens what fixes it: its rule or trigger in Logic, else its element in Build. */
  const showProblem = (path: FlowProblem['path']) => {
    const elementId = path[0] === 'states' && path[2] === 'elements' ? flow.states[Number(path[1])]?.elements?.[Number(path[3])]?.id : undefined;
    if (path[0] === 'transitions' || path.includes('triggers') || !elementId) {
      setFocusPath(path);
      setTab('logic');
    } else {
      model.selected(elementId);
      setTab('build');
    }
    setPane('edit');
  };

  return (
    <div className="cv-editor" data-pane={pane}>
      <EditorHeader flow={flow} edit={edit} problems={problems} tests={tests} />
      {readOnly ? <p className="cv-console-alert cv-console-alert--info cv-editor-read-only">{t('editor.readOnlyNotice')}</p> : null}
      <nav className="cv-editor-panes" aria-label={t('editor.panes.label')}>
        {PANES.map((name) => (
          <button key={name} type="button" className="cv-editor-panes__button" aria-pressed={pane === name} onClick={() => setPane(name)}>
            {t(`editor.panes.${name}`)}
          </button>
        ))}
      </nav>
      <section className="cv-editor-column cv-editor-column--structure" aria-label={t('editor.structure.title')}>
        <StructurePanel {...props} onOpenElement={openElement} />
      </section>
      <section className="cv-editor-column cv-editor-column--edit" aria-label={t('editor.panes.edit')}>
        <EditorTabs
          current={tab}
          onChange={setTab}
          tabs={{
            build: <PropertiesPanel {...props} />,
            logic: <LogicPanel {...props} focusPath={focusPath} />,
            translations: <TranslationsGrid {...props} />,
            json: <JsonTab {...props} />,
          }}
        />
        <ProblemsPanel flow={flow} problems={problems} onSelect={showProblem} />
      </section>
      <aside className="cv-editor-column cv-editor-column--preview" aria-label={t('editor.panes.preview')}>
        {fixturesFailure ? <p role="alert" className="cv-console-alert cv-console-alert--error">{t('editor.fixturesFailed', { reason: fixturesFailure.message })}</p> : null}
        <FlowPreview {...props} fixtures={tests} onFixturesChange={readOnly ? () => undefined : fixtures.changed} />
      </aside>
      <ConflictDialog />
    </div>
  );
}
