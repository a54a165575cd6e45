import { memo, useId, useMemo } from 'react';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useTranslation } from 'react-i18next';
import type { PluginRegistry } from '../../../plugin-api/registry';
import type { FlowState } from '../../../types/schemas';
import { useEditor } from '../editor-context';
import type { EditorPanelProps } from '../editor-panel';
import { EditorIcon } from '../EditorIcon';
import { DragHandle } from './DragHandle';
import { ElementRow } from './ElementRow';
import { summaryOf } from './element-summary';
import { addElement, deleteElement, deleteState, duplicateElement, moveElement, moveElementToState, moveState, renameState } from './flow-edits';
import { Palette } from './Palette';
import { SortableList } from './sortable';

interface Props {
  state: FlowState;
  stateIndex: number;
  stateCount: number;
  /** Every page, for the selected element's "Move to page"; null on the pages that do not hold it. */
  moveTargets: readonly FlowState[] | null;
  /** The element being edited when this page holds it, else null. */
  selectedId: string | null;
  expanded: boolean;
  onToggle(stateId: string): void;
  /** This page's elements with a problem, as "0,3". */
  problemElements: string;
  language: string;
  readOnly: boolean;
  edit: EditorPanelProps['edit'];
  registry: PluginRegistry;
  onOpenElement(): void;
}

/**
 * One page of the flow: its name (edited in place), its elements in order when expanded, and the palette that adds
 * to it. Memoised: every prop is a value or a stable callback, and immer hands an unchanged page the same object, so
 * a keystroke re-renders only the page it changed (bench:editor).
 */
export const StateCard = memo(function StateCard(props: Props) {
  const { state, stateIndex, stateCount, expanded, onToggle, problemElements, readOnly, edit, registry, onOpenElement } = props;
  const { t } = useTranslation('console');
  const { model } = useEditor();
  const elementsId = useId();
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: state.id, disabled: readOnly });
  const pageName = state.name || state.id;
  const withProblems = useMemo(() => new Set(problemElements === '' ? [] : problemElements.split(',').map(Number)), [problemElements]);
  const select = (id: string) => {
    model.selected(id);
    onOpenElement();
  };
  // Each name once: a big flow's outline renders 200 of these cards on open, and i18next's lookups add up.
  const foldLabel = t(expanded ? 'editor.structure.collapsePage' : 'editor.structure.expandPage', { name: pageName });
  const upLabel = readOnly ? '' : t('editor.structure.moveUp', { name: pageName });
  const downLabel = readOnly ? '' : t('editor.structure.moveDown', { name: pageName });
  const deleteLabel = readOnly ? '' : t('editor.structure.deletePage', { name: pageName });

  return (
    <li ref={setNodeRef} className="cv-editor-state" data-dragging={isDragging || undefined} style={{ transform: CSS.Transform.toString(transform), transition }}>
      <div className="cv-editor-state__header">
        <DragHandle label={t('editor.structure.dragPage', { name: pageName })} attributes={attributes} listeners={listeners} disabled={readOnly} />
        <button type="button" className="cv-editor-icon-button cv-editor-state__fold" aria-expanded={expanded} aria-controls={expanded ? elementsId : undefined}
          aria-label={foldLabel} title={foldLabel}
          onClick={() => onToggle(state.id)}>
          <EditorIcon path="M9 6l6 6-6 6" size={16} />
        </button>
        <span className="cv-editor-state__number" aria-hidden="true">{stateIndex + 1}</span>
        <input className="cv-editor-state__name" aria-label={t('editor.structure.pageName', { position: stateIndex + 1 })} value={state.name ?? ''} placeholder={state.id} readOnly={readOnly}
          onChange={(event) => edit((draft) => renameState(draft, stateIndex, event.target.value), t('editor.edits.renamePage'))} />
        {readOnly ? null : (
          <span className="cv-editor-state__tools">
            <button type="button" className="cv-editor-icon-button" disabled={stateIndex === 0} aria-label={upLabel} title={upLabel}
              onClick={() => edit((draft) => moveState(draft, stateIndex, stateIndex - 1), t('editor.edits.movePage'))}>
              <EditorIcon path="M12 19V5M6 11l6-6 6 6" size={16} />
            </button>
            <button type="button" className="cv-editor-icon-button" disabled={stateIndex === stateCount - 1} aria-label={downLabel} title={downLabel}
              onClick={() => edit((draft) => moveState(draft, stateIndex, stateIndex + 1), t('editor.edits.movePage'))}>
              <EditorIcon path="M12 5v14M6 13l6 6 6-6" size={16} />
            </button>
            <button type="button" className="cv-editor-icon-button cv-editor-danger" disabled={stateCount === 1} aria-label={deleteLabel} title={deleteLabel}
              onClick={() => edit((draft) => deleteState(draft, stateIndex), t('editor.edits.deletePage'))}>
              <EditorIcon path="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" size={16} />
            </button>
          </span>
        )}
      </div>
      {state.style && state.style !== 'default' ? <p className="cv-editor-state__style">{t(`editor.stateStyles.${state.style}`)}</p> : null}
      {!expanded ? (
        <p className="cv-editor-state__folded">
          {t('editor.structure.elementCount', { count: state.elements.length })}
          {withProblems.size > 0 ? ` · ${t('editor.structure.hasProblems')}` : ''}
        </p>
      ) : state.elements.length === 0 ? <p id={elementsId} className="cv-editor-state__empty">{t('editor.structure.emptyPage')}</p> : (
        <StateElements {...props} elementsId={elementsId} pageName={pageName} withProblems={withProblems} select={select} />
      )}
      {readOnly || !expanded ? null : (
        <Palette registry={registry} pageName={pageName} onAdd={(entry) => {
          let added = '';
          edit((draft) => void (added = addElement(draft, stateIndex, entry.template)), t('editor.edits.addElement', { title: entry.title }));
          if (added) select(added);
        }} />
      )}
    </li>
  );
});

/** An expanded page's elements, reordered by drag or keys. */
function StateElements({ state, stateIndex, moveTargets, selectedId, language, readOnly, edit, registry, elementsId, pageName, withProblems, select }: Props & {
  elementsId: string;
  pageName: string;
  withProblems: ReadonlySet<number>;
  select(id: string): void;
}) {
  const { t } = useTranslation('console');
  const { model } = useEditor();
  const summaries = new Map(state.elements.map((element) => [element.id, summaryOf(element, language, t, registry)]));
  return (
    <SortableList ids={state.elements.map((element) => element.id)} nameOf={(id) => summaries.get(id)?.text ?? id}
      onMove={(from, to) => edit((draft) => moveElement(draft, stateIndex, from, to), t('editor.edits.moveElement'))}>
      <ol id={elementsId} className="cv-editor-state__elements" aria-label={t('editor.structure.elementsOf', { name: pageName })}>
        {state.elements.map((element, elementIndex) => (
          <ElementRow key={element.id} element={element} summary={summaries.get(element.id)!} index={elementIndex} count={state.elements.length}
            states={moveTargets ?? []} stateIndex={stateIndex} selected={selectedId === element.id} readOnly={readOnly} hasProblems={withProblems.has(elementIndex)}
            actions={{
              select: () => select(element.id),
              moveBy: (offset) => edit((draft) => moveElement(draft, stateIndex, elementIndex, elementIndex + offset), t('editor.edits.moveElement')),
              moveToState: (target) => edit((draft) => moveElementToState(draft, stateIndex, elementIndex, target), t('editor.edits.moveElementToPage')),
              duplicate: () => {
                let copy = '';
                edit((draft) => void (copy = duplicateElement(draft, stateIndex, elementIndex)), t('editor.edits.duplicateElement'));
                if (copy) model.selected(copy);
              },
              remove: () => {
                edit((draft) => deleteElement(draft, stateIndex, elementIndex), t('editor.edits.deleteElement'));
                model.selected(null);
              },
            }} />
        ))}
      </ol>
    </SortableList>
  );
}
