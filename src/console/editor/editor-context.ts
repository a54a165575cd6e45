import { createContext, useContext } from 'react';
import type { EditorModel } from './model';

/** What the shell's own panels share beyond EditorPanelProps: the model (selection, editing language) and access. */
export interface EditorContextValue {
  model: EditorModel;
  /** A viewer reads the flow; every control that edits is left out or disabled, and `edit` does nothing. */
  readOnly: boolean;
}

export const EditorContext = createContext<EditorContextValue | null>(null);

export function useEditor(): EditorContextValue {
  const value = useContext(EditorContext);
  if (!value) throw new Error('useEditor needs an <EditorContext.Provider>');
  return value;
}
