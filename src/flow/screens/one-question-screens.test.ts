import { describe, expect, it } from 'vitest';
import { answer, begin, label, makeFlow, next, nextButton, options, page, question, thanks } from '../../../tests/support/test-flows';
import { firstInvalidScreen, questionScreens, screenBlockedBy } from './one-question-screens';
import type { FlowElement } from '../../types/schemas';

const gauge: FlowElement = { id: 'gauge', type: 'gauge' };
const flow = makeFlow([
  page('start', [
    label('intro', '# Welcome'),
    gauge,
    question('a', 'radio', { isRequired: true, options: options('x', 'y') }),
    label('before-b', 'About you'),
    question('b', 'text'),
    question('c', 'text', { isRequired: true }),
    { id: 'footer', type: 'footer', body: { en: 'Thanks for your time' } },
    nextButton(),
  ], { nextStateId: 'thanks' }),
  thanks(),
]);
const ids = (runtime: ReturnType<typeof begin>, screens: number[][]) => screens.map((screen) => screen.map((index) => runtime.flow.element(index).source.id));

describe('questionScreens', () => {
  it('gives each question a screen: text before it opens it, a gauge shows on each, the footer and button close the last', () => {
    const runtime = begin(flow);
    expect(ids(runtime, questionScreens(runtime))).toEqual([
      ['gauge', 'intro', 'el-a'],
      ['gauge', 'before-b', 'el-b'],
      ['gauge', 'el-c', 'footer', 'next'],
    ]);
  });

  it('leaves a state with one question as it is', () => {
    const single = makeFlow([page('one', [label('intro'), question('a', 'text'), nextButton()], { nextStateId: 'thanks' }), thanks()]);
    const runtime = begin(single);
    expect(ids(runtime, questionScreens(runtime))).toEqual([['intro', 'el-a', 'next']]);
  });
});

describe('screenBlockedBy and firstInvalidScreen', () => {
  it('says why a screen cannot be left by the engine\'s rule, and finds the first invalid question after a refused move', () => {
    const runtime = begin(flow);
    const screens = questionScreens(runtime);
    expect(screenBlockedBy(runtime, screens[0]!)?.message.key).toBe('validation.required');
    expect(screenBlockedBy(runtime, screens[1]!)).toBeNull();
    expect(screenBlockedBy(answer(runtime, 'a', ['o-x']), screens[0]!)).toBeNull();
    expect(firstInvalidScreen(runtime, screens)).toBe(-1);
    const refused = next(answer(runtime, 'a', ['o-x'])).runtime;
    expect(firstInvalidScreen(refused, screens)).toBe(2);
  });
});
