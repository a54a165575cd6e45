import { describe, expect, it } from 'vitest';
import type { Flow } from '../types/schemas';
import { compileFlow, DEFAULT_THANK_STATE, isFinalStyle } from './compile-flow';
import { DEFAULT_THANK_STATE_ID } from './compiled-flow';
import { label, makeFlow, models, nextButton, options, page, question, thanks } from '../../tests/support/test-flows';

const idsOf = (flow: Flow, state: number): string[] => {
  const compiled = compileFlow(flow, models);
  return compiled.states[state]!.elements.map((i) => compiled.element(i).source.id);
};

describe('element order', () => {
  it('sorts the elements of a state by order', () => {
    const flow = makeFlow([page('start', [label('c', 'c', { order: 3 }), label('a', 'a', { order: 1 }), label('b', 'b', { order: 2 })])]);
    expect(idsOf(flow, 0)).toEqual(['a', 'b', 'c']);
  });

  it('keeps the array position of elements without an order, and of equal orders', () => {
    expect(idsOf(makeFlow([page('start', [label('x'), label('y'), label('z')])]), 0)).toEqual(['x', 'y', 'z']);
    expect(idsOf(makeFlow([page('start', [label('x', 'x', { order: 1 }), label('y', 'y', { order: 1 }), label('z', 'z', { order: 0 })])]), 0)).toEqual(['z', 'x', 'y']);
  });

  it('records each element\'s position after sorting', () => {
    const compiled = compileFlow(makeFlow([page('start', [label('late', 'l', { order: 9 }), label('early', 'e', { order: 0 })])]), models);
    expect(compiled.element(compiled.elementIndexById.get('early')!).position).toBe(0);
    expect(compiled.element(compiled.elementIndexById.get('late')!).position).toBe(1);
  });
});

describe('the default thank-you state', () => {
  // SPEC 2.2: "The default thank-you state has id default-thank-state, holding one label. Its body is "# Thank You"
  // in EN and a Turkish thanks in TR."
  it('is appended to every flow after its own states', () => {
    const compiled = compileFlow(makeFlow([page('start', [label('hi')]), thanks()]), models);
    expect(compiled.states.map((s) => s.source.id)).toEqual(['start', 'thanks', DEFAULT_THANK_STATE_ID]);
    expect(compiled.defaultThankState).toBe(2);
  });

  it('holds one label saying "# Thank You" in English and a Turkish thanks', () => {
    const compiled = compileFlow(makeFlow([page('start', [label('hi')])]), models);
    const state = compiled.states[compiled.defaultThankState]!;
    expect(state.isFinal).toBe(true);
    expect(state.source.style).toBe('thank');
    expect(state.elements).toHaveLength(1);
    const element = compiled.element(state.elements[0]!).source;
    expect(element.type).toBe('label');
    expect(element.body?.en).toBe('# Thank You');
    expect(element.body?.tr).toBe('# Teşekkür Ederiz');
  });

  it('is not added twice when the flow defines its own', () => {
    const own = page(DEFAULT_THANK_STATE_ID, [label('own-thanks', 'Cheers')], { style: 'thank' });
    const compiled = compileFlow(makeFlow([page('start', [label('hi')]), own]), models);
    expect(compiled.states.map((s) => s.source.id)).toEqual(['start', DEFAULT_THANK_STATE_ID]);
    expect(compiled.states[compiled.defaultThankState]!.source).toBe(own);
  });

  it('is the exported constant', () => {
    expect(DEFAULT_THANK_STATE.id).toBe(DEFAULT_THANK_STATE_ID);
  });
});

describe('final states', () => {
  it('are the thank-you and chat styles', () => {
    expect([isFinalStyle('thank'), isFinalStyle('chat'), isFinalStyle('default'), isFinalStyle(undefined)]).toEqual([true, true, false, false]);
  });
});

describe('the initial state', () => {
  it('is the state marked isInitialState', () => {
    const compiled = compileFlow(makeFlow([page('a', [label('x')]), page('b', [label('y')], { isInitialState: true })]), models);
    expect(compiled.stateId(compiled.initialState)).toBe('b');
  });

  it('is the first state when none is marked', () => {
    const compiled = compileFlow(makeFlow([page('a', [label('x')]), page('b', [label('y')])]), models);
    expect(compiled.stateId(compiled.initialState)).toBe('a');
  });
});

describe('references', () => {
  const flow = makeFlow(
    [
      page('start', [
        question('pick', 'radio', { key: 'pick_key', options: options('a', 'b') }, {
          triggers: [
            { key: 'a', action: 'show', targetIds: ['note', 'other'] },
            { key: 'b', action: 'hide', scope: 'option', targetOptionIds: [{ questionKey: 'other_key', optionKey: 'x' }] },
          ],
        }),
        question('other', 'checklist', { key: 'other_key', options: options('x', 'y') }),
        label('note'),
        nextButton(),
      ]),
      page('end', [label('bye')], { style: 'thank' }),
    ],
    { transitions: [{ fromStateId: 'start', toStateId: 'end' }, { fromStateId: 'nowhere', toStateId: 'end' }] },
  );
  const compiled = compileFlow(flow, models);

  it('find questions by id and by key', () => {
    expect(compiled.questionElementOf('pick')?.source.id).toBe('el-pick');
    expect(compiled.questionElementOf('pick_key')?.source.id).toBe('el-pick');
    expect(compiled.questionElementOf('note')).toBeUndefined();
  });

  it('resolve trigger targets by element id or question id, and options by key', () => {
    const [show, hide] = compiled.triggers;
    expect(show!.targetElements.map((i) => compiled.element(i).source.id)).toEqual(['note', 'el-other']);
    expect(hide!.targetOptions).toEqual([{ element: compiled.questionElement.get('other')!, optionId: 'o-x' }]);
    expect(compiled.element(compiled.questionElement.get('pick')!).triggers).toEqual([0, 1]);
  });

  it('group transitions by the state they leave and drop those from unknown states', () => {
    expect(compiled.transitionsFrom[0]).toEqual([{ fromStateId: 'start', toStateId: 'end' }]);
    expect(compiled.transitionsFrom.flat()).toHaveLength(1);
  });

  it('refuse a question style that has no model', () => {
    const unknown = makeFlow([page('start', [question('q', 'slidr')])]);
    expect(() => compileFlow(unknown, models)).toThrow('Unknown question style "slidr" in element el-q');
  });
});
