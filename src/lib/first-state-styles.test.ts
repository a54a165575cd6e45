import { describe, expect, it } from 'vitest';
import type { Flow } from '../types/schemas';
import { firstStateStyles } from './first-state-styles';

const question = (style: string) => ({ id: `e-${style}`, type: 'question', question: { id: `q-${style}`, style } });

describe('the question styles of a flow\'s first state', () => {
  it('reads the state marked initial, each style once, in order', () => {
    const flow = { states: [{ id: 'a', elements: [question('text')] }, { id: 'b', isInitialState: true, elements: [question('radio'), { id: 'l', type: 'label' }, question('star'), { ...question('radio'), id: 'e2' }] }] } as unknown as Flow;
    expect(firstStateStyles(flow)).toEqual(['radio', 'star']);
  });

  it('falls back to the first state, and reads malformed documents as no styles', () => {
    expect(firstStateStyles({ states: [{ id: 'a', elements: [question('nps')] }] } as unknown as Flow)).toEqual(['nps']);
    for (const bad of [undefined, {}, { states: 'x' }, { states: [null] }, { states: [{ elements: [null, { question: { style: 3 } }] }] }]) {
      expect(firstStateStyles(bad as unknown as Flow)).toEqual([]);
    }
  });
});
