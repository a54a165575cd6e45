/** Keeps the newest `capacity` items, dropping the oldest; `items()` lists them oldest first. */
export interface RingBuffer<T> {
  push(item: T): void;
  items(): T[];
  clear(): void;
}

export function createRingBuffer<T>(capacity: number): RingBuffer<T> {
  if (!Number.isInteger(capacity) || capacity < 1) throw new Error(`A ring buffer needs a capacity of at least 1, not ${capacity}`);
  const slots: T[] = [];
  let next = 0;
  return {
    push(item) {
      slots[next] = item;
      next = (next + 1) % capacity;
    },
    items: () => (slots.length < capacity ? [...slots] : [...slots.slice(next), ...slots.slice(0, next)]),
    clear() {
      slots.length = 0;
      next = 0;
    },
  };
}
