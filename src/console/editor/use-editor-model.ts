import { useEffect, useState } from 'react';
import type { ApiClient } from '../api/client';
import { createEditorModel, type EditorModel } from './model';

/** The model of one open flow, made when the editor opens it; leaving saves what is left and stops the autosave. */
export function useEditorModel(api: ApiClient, flowId: string): EditorModel {
  const [model] = useState(() => createEditorModel(api, flowId));
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
