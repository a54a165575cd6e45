import { useEffect, useMemo } from 'react';
import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import type { EditorPanelProps, FlowProblem } from '../editor-panel';
import { useEditor } from '../editor-context';
import { EditorIcon } from '../EditorIcon';
import { addState, moveState } from './flow-edits';
import { isExpanded, useOutlineExpansion } from './outline-expansion';
import { SortableList } from './sortable';
import { StateCard } from './StateCard';

/** Each page's elements that have a problem, as "0,3" strings (one per page), so an unchanged page's card stays memoised. */
function problemElementsByState(problems: readonly FlowProblem[]): Map<number, string> {
  const byState = new Map<number, Set<number>>();
  for (const { path } of problems) {
    if (path[0] !== 'states' || path[2] !== 'elements' || typeof path[1] !== 'number' || typeof path[3] !== 'number') continue;
    byState.set(path[1], (byState.get(path[1]) ?? new Set()).add(path[3]));
  }
  return new Map([...byState].map(([state, elements]) => [state, [...elements].sort((a, b) => a - b).join(',')]));
}

/**
 * The flow's outline: its pages (states) in order, each with its elements; pages and elements reorder by drag or keys.
 * A big flow opens folded (outline-expansion.ts); the page holding the element being edited is always open.
 */
export function StructurePanel({ onOpenElement, flow, edit, registry, problems }: EditorPanelProps & { onOpenElement(): void }) {
  const { t } = useTranslation('console');
  const { model, readOnly } = useEditor();
  const [language, selectedId] = useUnit([model.$language, model.$selected]);
  const { expansion, toggled, expand, all } = useOutlineExpansion(flow);
  const problemElements = useMemo(() => problemElementsByState(problems), [problems]);
  const selectedState = selectedId === null ? undefined : flow.states.find((state) => state.elements.some((element) => element.id === selectedId))?.id;
  // A page opened to edit one of its elements (from the problems list, a new element) stays open afterwards.
  useEffect(() => void (selectedState && expand(selectedState)), [selectedState, expand]);
  const addPage = () => {
    let added = '';
    edit((draft) => void (added = addState(draft, t('editor.structure.newPageName', { number: draft.states.length + 1 }))), t('editor.edits.addPage'));
    if (added) expand(added);
  };
  return (
    <div className="cv-editor-structure">
      <div className="cv-editor-structure__heading">
        <h2 className="cv-editor-panel-title">{t('editor.structure.title')}</h2>
        {flow.states.length > 1 ? (
          <span className="cv-editor-structure__fold">
            <button type="button" className="cv-button cv-button--secondary cv-editor-small-button" onClick={() => all(true)}>{t('editor.structure.expandAll')}</button>
            <button type="button" className="cv-button cv-button--secondary cv-editor-small-button" onClick={() => all(false)}>{t('editor.structure.collapseAll')}</button>
          </span>
        ) : null}
      </div>
      <SortableList ids={flow.states.map((state) => state.id)} nameOf={(id) => flow.states.find((state) => state.id === id)?.name || id}
        onMove={(from, to) => edit((draft) => moveState(draft, from, to), t('editor.edits.movePage'))}>
        <ol className="cv-editor-structure__states">
          {flow.states.map((state, stateIndex) => {
            const holdsSelected = state.id === selectedState;
            return (
              <StateCard key={state.id} state={state} stateIndex={stateIndex} stateCount={flow.states.length}
                // Only the page holding the selected element offers "Move to page", so only it needs every page.
                moveTargets={holdsSelected ? flow.states : null} selectedId={holdsSelected ? selectedId : null}
                expanded={holdsSelected || isExpanded(expansion, state.id)} onToggle={toggled}
                problemElements={problemElements.get(stateIndex) ?? ''} language={language} readOnly={readOnly}
                edit={edit} registry={registry} onOpenElement={onOpenElement} />
            );
          })}
        </ol>
      </SortableList>
      {readOnly ? null : (
        <button type="button" className="cv-button cv-button--secondary cv-editor-add-page" onClick={addPage}>
          <EditorIcon path="M12 5v14M5 12h14" />
          {t('editor.structure.addPage')}
        </button>
      )}
    </div>
  );
}
