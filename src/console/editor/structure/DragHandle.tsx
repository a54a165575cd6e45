import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core';
import { EditorIcon } from '../EditorIcon';

/** The grip that picks an item up, by pointer or by Space/Enter; its name says what it moves. */
export function DragHandle({ label, attributes, listeners, disabled }: { label: string; attributes: DraggableAttributes; listeners: DraggableSyntheticListeners; disabled?: boolean }) {
  if (disabled) return null;
  return (
    <button type="button" className="cv-editor-handle" {...attributes} {...listeners} aria-label={label}>
      <EditorIcon path="M9 5h.01M9 12h.01M9 19h.01M15 5h.01M15 12h.01M15 19h.01" />
    </button>
  );
}
