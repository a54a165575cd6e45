import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useTranslation } from 'react-i18next';
import type { FlowElement, FlowState } from '../../../types/schemas';
import { EditorIcon } from '../EditorIcon';
import { DragHandle } from './DragHandle';

interface ElementActions {
  select(): void;
  moveBy(offset: -1 | 1): void;
  moveToState(stateIndex: number): void;
  duplicate(): void;
  remove(): void;
}

interface Props {
  element: FlowElement;
  summary: { text: string; kind: string; icon: string };
  index: number;
  count: number;
  states: readonly FlowState[];
  stateIndex: number;
  selected: boolean;
  readOnly: boolean;
  hasProblems: boolean;
  actions: ElementActions;
}

/**
 * One element in the outline: its icon, text and kind; picked to edit it in the Build tab. Move up/down stay on
 * every row (reordering without dragging); the selected row also offers moving to another page, duplicating and
 * deleting.
 */
export function ElementRow({ element, summary, index, count, states, stateIndex, selected, readOnly, hasProblems, actions }: Props) {
  const { t } = useTranslation('console');
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({ id: element.id, disabled: readOnly });
  const name = summary.text;
  return (
    <li ref={setNodeRef} className="cv-editor-element" data-selected={selected || undefined} data-dragging={isDragging || undefined}
      style={{ transform: CSS.Transform.toString(transform), transition }}>
      <div className="cv-editor-element__row">
        <DragHandle label={t('editor.structure.dragElement', { name })} attributes={attributes} listeners={listeners} disabled={readOnly} />
        <button type="button" className="cv-editor-element__select" aria-pressed={selected} onClick={actions.select}>
          <span className="cv-editor-element__icon"><EditorIcon path={summary.icon} /></span>
          <span className="cv-editor-element__text">
            <span className="cv-editor-element__title">{name}</span>
            <span className="cv-editor-element__kind">{summary.kind}{hasProblems ? ` · ${t('editor.structure.hasProblems')}` : ''}</span>
          </span>
        </button>
        {readOnly ? null : (
          <span className="cv-editor-element__moves">
            <button type="button" className="cv-editor-icon-button" disabled={index === 0} aria-label={t('editor.structure.moveUp', { name })} title={t('editor.structure.moveUp', { name })} onClick={() => actions.moveBy(-1)}>
              <EditorIcon path="M12 19V5M6 11l6-6 6 6" size={16} />
            </button>
            <button type="button" className="cv-editor-icon-button" disabled={index === count - 1} aria-label={t('editor.structure.moveDown', { name })} title={t('editor.structure.moveDown', { name })} onClick={() => actions.moveBy(1)}>
              <EditorIcon path="M12 5v14M6 13l6 6 6-6" size={16} />
            </button>
          </span>
        )}
      </div>
      {selected && !readOnly ? (
        <div className="cv-editor-element__tools" role="group" aria-label={t('editor.structure.elementTools', { name })}>
          {states.length > 1 ? (
            <label className="cv-editor-element__move-to">
              <span>{t('editor.structure.moveTo')}</span>
              <select className="cv-console-input" value="" onChange={(event) => event.target.value !== '' && actions.moveToState(Number(event.target.value))}>
                <option value="">{t('editor.structure.choosePage')}</option>
                {states.map((state, target) => (target === stateIndex ? null : <option key={state.id} value={target}>{state.name || state.id}</option>))}
              </select>
            </label>
          ) : null}
          <button type="button" className="cv-button cv-button--secondary cv-editor-small-button" onClick={actions.duplicate}>{t('editor.structure.duplicate')}</button>
          <button type="button" className="cv-button cv-button--secondary cv-editor-small-button cv-editor-danger" onClick={actions.remove}>{t('editor.structure.delete')}</button>
        </div>
      ) : null}
    </li>
  );
}
