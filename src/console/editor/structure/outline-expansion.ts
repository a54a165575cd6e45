import { useCallback, useState } from 'react';
import type { Flow } from '../../../types/schemas';

/**
 * Up to this many elements in all, a flow opens with every page expanded; a bigger one opens with only its first
 * page expanded (and whichever page holds the element being edited), as Formbricks and SurveyJS Creator fold theirs.
 * A 200 x 20 flow would otherwise mount 4,000 sortable rows before the editor could be used (README "The flow
 * editor", bench:editor).
 */
export const OUTLINE_EXPANDED_LIMIT = 60;

interface Expansion {
  /** What a page not toggled by hand shows: all expanded or all collapsed. */
  byDefault: boolean;
  /** Pages toggled by hand away from `byDefault`. */
  toggled: ReadonlySet<string>;
}

/** The outline's expanded pages at open: all of a small flow's, only the first of a big one's. */
export function initialExpansion(flow: Pick<Flow, 'states'>): Expansion {
  const elements = flow.states.reduce((total, state) => total + state.elements.length, 0);
  if (elements <= OUTLINE_EXPANDED_LIMIT) return { byDefault: true, toggled: new Set() };
  return { byDefault: false, toggled: new Set(flow.states.slice(0, 1).map((state) => state.id)) };
}

export const isExpanded = ({ byDefault, toggled }: Expansion, stateId: string): boolean => toggled.has(stateId) !== byDefault;

function toggle(expansion: Expansion, stateId: string): Expansion {
  const toggled = new Set(expansion.toggled);
  if (!toggled.delete(stateId)) toggled.add(stateId);
  return { ...expansion, toggled };
}

/** Which pages of the outline show their elements, and the ways to change it (per page, all at once). */
export function useOutlineExpansion(flow: Pick<Flow, 'states'>) {
  const [expansion, setExpansion] = useState(() => initialExpansion(flow));
  const toggled = useCallback((stateId: string) => setExpansion((current) => toggle(current, stateId)), []);
  const expand = useCallback((stateId: string) => setExpansion((current) => (isExpanded(current, stateId) ? current : toggle(current, stateId))), []);
  const all = useCallback((expanded: boolean) => setExpansion({ byDefault: expanded, toggled: new Set() }), []);
  return { expansion, toggled, expand, all };
}
