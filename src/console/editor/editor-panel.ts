import type { Draft } from 'immer';
import type { PluginRegistry } from '../../plugin-api/registry';
import type { Flow } from '../../types/schemas';

/**
 * The contract between the flow editor's shell and its panels (structure, properties, logic, translations, JSON,
 * preview): each panel reads the draft and changes it only through `edit`, an immer recipe whose patches the
 * shell records for undo/redo and autosaves; no panel keeps a copy of the flow of its own.
 */
export type FlowEdit = (draft: Draft<Flow>) => void;

export interface EditorPanelProps {
  flow: Flow;
  /** Applies one edit; `label` names it for the undo button ("Undo: rename state"), already translated. */
  edit(recipe: FlowEdit, label: string): void;
  registry: PluginRegistry;
  /** What is wrong with the draft, each at its place in it; publishing is refused while there are any. */
  problems: readonly FlowProblem[];
}

/** One thing wrong with a draft, found by findProblems (src/console/editor/problems/). */
export interface FlowProblem {
  /** Where in the flow: a JSON path such as ['states', 2, 'elements', 0, 'question', 'extra', 'regex']. */
  path: readonly (string | number)[];
  /** Stable code, e.g. 'regex-invalid', 'transition-to-missing-state', 'rule-option-missing'. */
  code: string;
  /** The console's translation key and its values, so the panel shows it in the editor's language. */
  message: { key: string; values?: Record<string, string | number> };
  /**
   * 'warning' for what the engine runs anyway but is likely a mistake (a state no path reaches); absent means an
   * error. Only errors refuse publishing.
   */
  severity?: 'error' | 'warning';
}
