import { describe, expect, it } from 'vitest';
import { initialExpansion, isExpanded, OUTLINE_EXPANDED_LIMIT } from './outline-expansion';

const flowOf = (pages: number, perPage: number) => ({
  states: Array.from({ length: pages }, (_, p) => ({ id: `s${p}`, elements: Array.from({ length: perPage }, (_, e) => ({ id: `e${p}-${e}`, type: 'label' as const })) })),
});

describe('the outline at open', () => {
  it('shows every page of a flow up to the limit', () => {
    const flow = flowOf(3, OUTLINE_EXPANDED_LIMIT / 3);
    const expansion = initialExpansion(flow);
    expect(flow.states.map((state) => isExpanded(expansion, state.id))).toEqual([true, true, true]);
  });

  it('folds a bigger flow but for its first page', () => {
    const flow = flowOf(200, 20);
    const expansion = initialExpansion(flow);
    expect(flow.states.filter((state) => isExpanded(expansion, state.id)).map((state) => state.id)).toEqual(['s0']);
  });
});
