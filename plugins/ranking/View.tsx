import { useEffect, useRef, useState } from 'react';
import { DndContext, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, arrayMove, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { localise } from '../../src/plugin-api/language';
import { registerPluginMessages, usePluginTranslation } from '../../src/plugin-api/messages';
import { messages } from './messages';
import type { QuestionViewProps } from '../../src/plugin-api/view';
import { RankedItem } from './RankedItem';
import { displayOrder, isComplete } from './display-order';
import './ranking.css';

registerPluginMessages('ranking', { en: messages });

// The drop is announced in the view's own polite region, in the respondent's language; dnd-kit says nothing.
const silent = { onDragStart: () => undefined, onDragOver: () => undefined, onDragEnd: () => undefined, onDragCancel: () => undefined };
const accessibility = { announcements: silent, screenReaderInstructions: { draggable: '' } };

type Direction = 'up' | 'down';

/**
 * Every visible option put in order, best first: dragged by the handle with a pointer (@dnd-kit/sortable), or
 * moved with "move up" / "move down" buttons by keyboard, touch or pointer; each move is announced in a polite live
 * region and focus stays with the moved item. The list starts in the given order, but that is no answer until the
 * respondent moves something or presses "Keep this order"; once answered, the same button starts again (clears).
 */
export default function RankingView({ value, onChange, options, language, ids, invalid }: QuestionViewProps<'ranking'>) {
  const { t } = usePluginTranslation('ranking');
  const [announcement, setAnnouncement] = useState('');
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }));
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const pendingFocus = useRef<{ id: string; direction: Direction } | null>(null);

  const order = displayOrder(value, options.map((option) => option.id));
  const complete = isComplete(value, order);
  const label = (id: string) => {
    const option = options.find((o) => o.id === id);
    return localise(option?.body, language) || option?.key || id;
  };

  // After a move by button, focus the moved item's same button, or its other one once it reached an end (a
  // disabled button cannot hold focus).
  useEffect(() => {
    const pending = pendingFocus.current;
    if (!pending) return;
    pendingFocus.current = null;
    const other: Direction = pending.direction === 'up' ? 'down' : 'up';
    const same = buttons.current.get(`${pending.id}:${pending.direction}`);
    (same && !same.disabled ? same : buttons.current.get(`${pending.id}:${other}`))?.focus();
  });

  const move = (from: number, to: number) => {
    if (from < 0 || to < 0 || from >= order.length || to >= order.length || from === to) return;
    const next = arrayMove(order, from, to);
    onChange(next);
    setAnnouncement(t('moved', { item: label(order[from]!), position: to + 1, count: next.length }));
  };
  const moveBy = (id: string, by: -1 | 1) => {
    pendingFocus.current = { id, direction: by < 0 ? 'up' : 'down' };
    const from = order.indexOf(id);
    move(from, from + by);
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over) move(order.indexOf(String(active.id)), order.indexOf(String(over.id)));
  };
  const keepOrStartAgain = () => {
    onChange(complete ? null : [...order]);
    setAnnouncement(t(complete ? 'cleared' : 'kept'));
  };
  const buttonRef = (key: string) => (el: HTMLButtonElement | null) => void (el ? buttons.current.set(key, el) : buttons.current.delete(key));

  return (
    <div
      id={ids.input}
      role="group"
      className="cv-ranking"
      aria-labelledby={ids.label}
      aria-describedby={`${ids.description} ${ids.error}`}
      aria-invalid={invalid || undefined}
    >
      <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={accessibility}>
        <SortableContext items={order} strategy={verticalListSortingStrategy}>
          {/* role=list: Safari drops the list role of a list styled without markers. */}
          <ol className="cv-ranking__list" role="list">
            {order.map((id, index) => (
              <RankedItem
                key={id}
                id={id}
                label={label(id)}
                position={index + 1}
                count={order.length}
                upLabel={t('up', { item: label(id) })}
                downLabel={t('down', { item: label(id) })}
                upRef={buttonRef(`${id}:up`)}
                downRef={buttonRef(`${id}:down`)}
                onMove={(by) => moveBy(id, by)}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      {order.length > 0 ? (
        // One button whose meaning flips, so focus stays on it after it is pressed.
        <button type="button" className="cv-ranking__action" onClick={keepOrStartAgain}>
          {complete ? t('reset') : t('keep')}
        </button>
      ) : null}
      <p className="cv-ranking__live" aria-live="polite" aria-atomic="true">{announcement}</p>
    </div>
  );
}
