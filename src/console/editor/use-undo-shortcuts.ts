import { useEffect } from 'react';

/**
 * Ctrl/⌘+Z undoes, Shift+Ctrl/⌘+Z and Ctrl+Y redo, anywhere in the editor except inside a text field, where the
 * browser's own undo of the typing comes first (a field's edits are in the history too, as one step).
 */
export function useUndoShortcuts(undo: () => void, redo: () => void, enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable="true"]')) return;
      const key = event.key.toLowerCase();
      if (key === 'z' && !event.shiftKey) undo();
      else if ((key === 'z' && event.shiftKey) || (key === 'y' && !event.shiftKey)) redo();
      else return;
      event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [undo, redo, enabled]);
}
