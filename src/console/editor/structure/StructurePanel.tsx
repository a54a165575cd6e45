import { useTranslation } from 'react-i18next';
import type { EditorPanelProps } from '../editor-panel';
import { useEditor } from '../editor-context';
import { EditorIcon } from '../EditorIcon';
import { addState, moveState } from './flow-edits';
import { SortableList } from './sortable';
import { StateCard } from './StateCard';

/** The flow's outline: its pages (states) in order, each with its elements; pages and elements reorder by drag or keys. */
export function StructurePanel({ onOpenElement, ...props }: EditorPanelProps & { onOpenElement(): void }) {
  const { t } = useTranslation('console');
  const { readOnly } = useEditor();
  const { flow, edit } = props;
  return (
    <div className="cv-editor-structure">
      <h2 className="cv-editor-panel-title">{t('editor.structure.title')}</h2>
      <SortableList ids={flow.states.map((state) => state.id)} nameOf={(id) => flow.states.find((state) => state.id === id)?.name || id}
        onMove={(from, to) => edit((draft) => moveState(draft, from, to), t('editor.edits.movePage'))}>
        <ol className="cv-editor-structure__states">
          {flow.states.map((state, stateIndex) => <StateCard key={state.id} {...props} state={state} stateIndex={stateIndex} onOpenElement={onOpenElement} />)}
        </ol>
      </SortableList>
      {readOnly ? null : (
        <button type="button" className="cv-button cv-button--secondary cv-editor-add-page" onClick={() => edit((draft) => void addState(draft, t('editor.structure.newPageName', { number: draft.states.length + 1 })), t('editor.edits.addPage'))}>
          <EditorIcon path="M12 5v14M5 12h14" />
          {t('editor.structure.addPage')}
        </button>
      )}
    </div>
  );
}
