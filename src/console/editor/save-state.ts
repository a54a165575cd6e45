/**
 * Where the draft stands against the server, as the header shows it:
 * - saved: the server has every edit;
 * - unsaved: edits wait for the autosave;
 * - saving: a PUT is on its way (edits made meanwhile make it `unsaved` again once it lands);
 * - failed: the PUT failed (network, server); the edits are kept and Retry sends them;
 * - conflict: someone else saved first (412); nothing is sent until the person chooses whose draft to keep.
 */
type SaveStatus = 'saved' | 'unsaved' | 'saving' | 'failed' | 'conflict';

export interface SaveState {
  status: SaveStatus;
  /** Edits made since the last PUT started; a save that lands with this above 0 leaves the draft unsaved. */
  pendingEdits: number;
}

export type SaveEvent =
  | { type: 'edited' }
  | { type: 'save-started' }
  | { type: 'save-succeeded' }
  | { type: 'save-failed' }
  | { type: 'save-conflicted' }
  | { type: 'conflict-resolved' };

export const SAVED: SaveState = { status: 'saved', pendingEdits: 0 };

export function nextSaveState(state: SaveState, event: SaveEvent): SaveState {
  switch (event.type) {
    case 'edited':
      // A failed save stays failed (Retry is what sends it) and a conflict waits for the person's choice.
      if (state.status === 'failed' || state.status === 'conflict') return { ...state, pendingEdits: state.pendingEdits + 1 };
      return { status: state.status === 'saving' ? 'saving' : 'unsaved', pendingEdits: state.pendingEdits + 1 };
    case 'save-started':
      return state.status === 'conflict' ? state : { status: 'saving', pendingEdits: 0 };
    case 'save-succeeded':
      return state.pendingEdits > 0 ? { status: 'unsaved', pendingEdits: state.pendingEdits } : SAVED;
    case 'save-failed':
      return { status: 'failed', pendingEdits: state.pendingEdits };
    case 'save-conflicted':
      return { status: 'conflict', pendingEdits: state.pendingEdits };
    case 'conflict-resolved':
      return SAVED;
  }
}

/** Whether the autosave may send the draft now. */
export const maySave = (state: SaveState): boolean => state.status === 'unsaved' || state.status === 'failed';
