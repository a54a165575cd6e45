import { useEffect, useState } from 'react';
import type { ApiClient } from '../api/client';
import type { Flow } from '../../types/schemas';
import { createEditorModel, type EditorModel } from './model';

/**
 * The model of one open flow, made when the editor opens it; leaving saves what is left and stops the autosave.
 * `onDraftRead` sees the draft as it arrives, before the editor renders it.
 */
export function useEditorModel(api: ApiClient, flowId: string, onDraftRead?: (flow: Flow) => void): EditorModel {
  const [model] = useState(() => createEditorModel(api, flowId, { onDraftRead }));
  useEffect(() => {
    const stopAutosave = model.startAutosave();
    model.opened();
    return () => {
      model.closed();
      stopAutosave();
    };
  }, [model]);
  return model;
}
