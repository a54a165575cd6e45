import { useRef, type ReactNode } from 'react';
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useTranslation } from 'react-i18next';

// Module constants, not literals in the component: useSensor memoises on its options' identity, and a new sensor
// list changes the context every sortable row reads, re-rendering all of them on each render of the list.
const POINTER = { activationConstraint: { distance: 4 } };
const KEYBOARD = { coordinateGetter: sortableKeyboardCoordinates };

/**
 * A vertical list reordered by pointer or keyboard (@dnd-kit: Space or Enter on a handle picks up, arrows move,
 * Space drops, Escape cancels), with the moves announced in the console's language. `onMove(from, to)` gets indices.
 */
export function SortableList({ ids: given, nameOf, onMove, children }: { ids: string[]; nameOf(id: string): string; onMove(from: number, to: number): void; children: ReactNode }) {
  const { t } = useTranslation('console');
  const ids = useSameWhileEqual(given);
  const sensors = useSensors(useSensor(PointerSensor, POINTER), useSensor(KeyboardSensor, KEYBOARD));
  const position = (id: string | number) => ids.indexOf(String(id)) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('editor.drag.picked', { name: nameOf(String(active.id)), position: position(active.id), count: ids.length }),
    onDragOver: ({ active, over }) => (over ? t('editor.drag.over', { name: nameOf(String(active.id)), position: position(over.id), count: ids.length }) : undefined),
    onDragEnd: ({ active, over }) => (over ? t('editor.drag.dropped', { name: nameOf(String(active.id)), position: position(over.id), count: ids.length }) : undefined),
    onDragCancel: ({ active }) => t('editor.drag.cancelled', { name: nameOf(String(active.id)) }),
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onMove(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('editor.drag.instructions') } }}>
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>{children}</SortableContext>
    </DndContext>
  );
}

/**
 * The previous array while the new one holds the same ids in the same order. SortableContext keys its context on the
 * array's identity, so a new array on every edit would re-render every sortable row under it, memoised or not.
 */
function useSameWhileEqual(ids: string[]): string[] {
  const kept = useRef(ids);
  if (kept.current !== ids && (kept.current.length !== ids.length || kept.current.some((id, i) => id !== ids[i]))) kept.current = ids;
  return kept.current;
}
