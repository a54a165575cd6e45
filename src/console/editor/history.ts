import type { Patch } from 'immer';

/** One undoable edit: the patches that made it, the ones that take it back, and its name for the undo button. */
export interface HistoryEntry {
  label: string;
  patches: readonly Patch[];
  inversePatches: readonly Patch[];
}

/** Edits that can be undone (newest last) and undone edits that can be redone (newest last). */
export interface EditHistory {
  past: readonly HistoryEntry[];
  future: readonly HistoryEntry[];
}

export const EMPTY_HISTORY: EditHistory = { past: [], future: [] };

/** How many edits undo reaches back; older ones are dropped so a long session does not grow without end. */
const LIMIT = 200;

const pathsOf = (patches: readonly Patch[]) => patches.map((patch) => JSON.stringify(patch.path)).sort().join('|');

/**
 * Typing into one field is one undo step, not one a keystroke: an edit with the same label that changes exactly
 * the same places as the edit before it joins that edit (no timing involved, so it behaves the same in tests).
 */
const continues = (previous: HistoryEntry | undefined, next: HistoryEntry) =>
  previous !== undefined && previous.label === next.label && next.patches.every((patch) => patch.op === 'replace') && pathsOf(previous.patches) === pathsOf(next.patches);

/** The history after a new edit: it joins or follows the past, and anything undone can no longer be redone. */
export function recordEdit(history: EditHistory, entry: HistoryEntry): EditHistory {
  if (entry.patches.length === 0) return history;
  const previous = history.past.at(-1);
  if (continues(previous, entry)) {
    const joined = { label: entry.label, patches: entry.patches, inversePatches: previous!.inversePatches };
    return { past: [...history.past.slice(0, -1), joined], future: [] };
  }
  return { past: [...history.past, entry].slice(-LIMIT), future: [] };
}

/** The patches that take back the newest edit, and the history after; null when there is nothing to undo. */
export function undoStep(history: EditHistory): { patches: readonly Patch[]; history: EditHistory } | null {
  const entry = history.past.at(-1);
  if (!entry) return null;
  return { patches: entry.inversePatches, history: { past: history.past.slice(0, -1), future: [...history.future, entry] } };
}

/** The patches that make the newest undone edit again, and the history after; null when there is nothing to redo. */
export function redoStep(history: EditHistory): { patches: readonly Patch[]; history: EditHistory } | null {
  const entry = history.future.at(-1);
  if (!entry) return null;
  return { patches: entry.patches, history: { past: [...history.past, entry], future: history.future.slice(0, -1) } };
}
