import { useEffect } from 'react';

/**
 * Closing or reloading the tab while edits are not on the server yet asks first (the browser's own question):
 * moving within the console saves on the way out, a page unload cannot wait for the PUT.
 */
export function useLeaveWarning(unsaved: boolean): void {
  useEffect(() => {
    if (!unsaved) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [unsaved]);
}
