import { describe, expect, it } from 'vitest';
import type { FlowState } from '../types/schemas';
import { answerQuestion } from './answer';
import { DEFAULT_THANK_STATE_ID } from './compiled-flow';
import { MESSAGE } from './messages';
import { autoMoveDue, canProceed, choosingMayMoveOn, enterState, goBack, hasVisibleButton, requestMove } from './navigation';
import { visitedStates } from './runtime';
import {
  answer, answerOf, begin, currentStateId, label, makeFlow, next, NOW, nextButton, options, page, question, submitButton, thanks,
} from '../../tests/support/test-flows';

const requiredPage = (id: string, nextStateId?: string): FlowState =>
  page(id, [
    question(`${id}-must`, 'text', { isRequired: true }),
    question(`${id}-may`, 'text'),
    nextButton(`${id}-next`),
  ], nextStateId ? { nextStateId } : {});

describe('a blocked move', () => {
  const flow = makeFlow([requiredPage('start', 'thanks'), thanks()]);

  it('lists the questions that hold the respondent back', () => {
    const decision = requestMove(begin(flow), 'button');
    expect(decision.kind).toBe('blocked');
    expect(decision.kind === 'blocked' && decision.reasons).toEqual([{ questionId: 'start-must', message: { key: MESSAGE.required } }]);
  });

  // SPEC 4.4: "If validation fails on a move from a button source, each unanswered required question gets hasRequiredError."
  it.each(['button', 'submit'] as const)('from a %s marks each unanswered required question with hasRequiredError', (source) => {
    const { runtime } = next(begin(flow), source);
    expect(answerOf(runtime, 'start-must').hasRequiredError).toBe(true);
    expect(answerOf(runtime, 'start-may').hasRequiredError).toBe(false);
    expect(currentStateId(runtime)).toBe('start');
  });

  it('from an automatic move marks nothing and leaves the runtime as it was', () => {
    const runtime = begin(flow);
    const decision = requestMove(runtime, 'auto');
    expect(decision.kind).toBe('blocked');
    expect(decision.runtime).toBe(runtime);
    expect(answerOf(decision.runtime, 'start-must').hasRequiredError).toBe(false);
  });

  it('marks optional questions too when the button requires answers', () => {
    const strict = makeFlow([page('start', [question('may', 'text'), nextButton('next', { requireAnswer: true })]), thanks()]);
    const { decision, runtime } = next(begin(strict), 'button');
    expect(decision.kind === 'blocked' && decision.reasons.map((r) => r.message.key)).toEqual([MESSAGE.unanswered]);
    expect(answerOf(runtime, 'may').hasRequiredError).toBe(true);
  });

  it('does not mark a question blocked by an invalid answer rather than a missing one', () => {
    const limited = makeFlow([page('start', [question('n', 'numeric', { isRequired: true, upperlimit: 3 }), nextButton()]), thanks()]);
    const { runtime } = next(answer(begin(limited), 'n', 9), 'button');
    expect(answerOf(runtime, 'n').hasRequiredError).toBe(false);
  });

  it('clears the mark once the question is answered', () => {
    const { runtime } = next(begin(flow), 'button');
    expect(answerOf(answer(runtime, 'start-must', 'done'), 'start-must').hasRequiredError).toBe(false);
  });
});

describe('a move that is allowed', () => {
  const flow = makeFlow([requiredPage('start', 'middle'), requiredPage('middle', 'thanks'), thanks()]);

  it('goes to the next state locally when it is not final', () => {
    const decision = requestMove(answer(begin(flow), 'start-must', 'x'), 'button');
    expect(decision).toMatchObject({ kind: 'move', targetId: 'middle', isFinal: false, submit: false });
  });

  it('submits when the next state is final', () => {
    // SPEC 4.4: "In preview, or when the next state is not final, the move is local only. Otherwise the feedback is submitted".
    let runtime = next(answer(begin(flow), 'start-must', 'x')).runtime;
    runtime = answer(runtime, 'middle-must', 'y');
    expect(requestMove(runtime, 'button')).toMatchObject({ kind: 'move', targetId: 'thanks', isFinal: true, submit: true });
  });

  it('counts a chat state as final', () => {
    const chat = makeFlow([requiredPage('start', 'talk'), page('talk', [label('hello')], { style: 'chat' })]);
    expect(requestMove(answer(begin(chat), 'start-must', 'x'), 'button')).toMatchObject({ targetId: 'talk', isFinal: true, submit: true });
  });

  it('never submits in preview, and lets a preview through with nothing answered', () => {
    const preview = makeFlow([page('start', [question('may', 'text'), nextButton()], { nextStateId: 'thanks' }), thanks()]);
    expect(requestMove(begin(preview, { preview: true }), 'button')).toMatchObject({ kind: 'move', isFinal: true, submit: false });
  });

  it('does not change the state by itself: the caller enters the target', () => {
    const runtime = answer(begin(flow), 'start-must', 'x');
    const decision = requestMove(runtime, 'button');
    expect(currentStateId(decision.runtime)).toBe('start');
    expect(decision.kind === 'move' && currentStateId(enterState(decision.runtime, decision.target))).toBe('middle');
  });
});

describe('a submit button', () => {
  // SPEC 4.4: "When the move was triggered by a certain source (not named), states are skipped until a final state."
  it('skips the states between the current one and the final one', () => {
    const flow = makeFlow([
      page('start', [question('q', 'text'), submitButton()], { nextStateId: 'middle' }),
      requiredPage('middle', 'end'),
      thanks('end'),
    ]);
    const runtime = answer(begin(flow), 'q', 'x');
    expect(requestMove(runtime, 'submit')).toMatchObject({ kind: 'move', targetId: 'end', isFinal: true, submit: true });
    expect(requestMove(runtime, 'button')).toMatchObject({ kind: 'move', targetId: 'middle', submit: false });
  });

  it('follows the branches the answers choose on the way', () => {
    const flow = makeFlow(
      [
        page('start', [question('q', 'radio', { options: options('a', 'b') }), submitButton()], { nextStateId: 'middle' }),
        page('middle', [label('m')], { nextStateId: 'end-a' }),
        thanks('end-a'),
        thanks('end-b'),
      ],
      { transitions: [{ fromStateId: 'middle', toStateId: 'end-b', rules: [{ elementId: 'q', optionIds: ['o-b'] }] }] },
    );
    expect(requestMove(answer(begin(flow), 'q', ['o-a']), 'submit')).toMatchObject({ targetId: 'end-a' });
    expect(requestMove(answer(begin(flow), 'q', ['o-b']), 'submit')).toMatchObject({ targetId: 'end-b' });
  });

  it('ends at the default thank-you state when the states loop without a final one', () => {
    const flow = makeFlow([
      page('start', [question('q', 'text'), submitButton()], { nextStateId: 'loop-a' }),
      page('loop-a', [label('a')], { nextStateId: 'loop-b' }),
      page('loop-b', [label('b')], { nextStateId: 'loop-a' }),
    ]);
    expect(requestMove(answer(begin(flow), 'q', 'x'), 'submit')).toMatchObject({ targetId: DEFAULT_THANK_STATE_ID, isFinal: true });
  });
});

describe('at least one answer', () => {
  // SPEC 5: "At least one response: At least one question must be answered."
  const flow = makeFlow([page('start', [question('may', 'text'), nextButton()], { nextStateId: 'thanks' }), thanks()]);

  it('blocks a submit when no question on the path was answered', () => {
    const decision = requestMove(begin(flow), 'button');
    expect(decision.kind === 'blocked' && decision.reasons).toEqual([{ questionId: null, message: { key: MESSAGE.atLeastOne } }]);
  });

  it('lets the submit through once one question is answered', () => {
    expect(requestMove(answer(begin(flow), 'may', 'hello'), 'button').kind).toBe('move');
  });

  it('does not apply to a flow without questions', () => {
    const noQuestions = makeFlow([page('start', [label('info'), nextButton()], { nextStateId: 'thanks' }), thanks()]);
    expect(requestMove(begin(noQuestions), 'button').kind).toBe('move');
  });

  it('does not apply to a move between two non-final states', () => {
    const twoPages = makeFlow([page('start', [question('may', 'text'), nextButton()], { nextStateId: 'more' }), requiredPage('more', 'thanks'), thanks()]);
    expect(requestMove(begin(twoPages), 'button')).toMatchObject({ kind: 'move', targetId: 'more' });
  });
});

describe('automatic moves', () => {
  // SPEC 4.3: "If no visible button element exists on the state, an automatic move to the next state is requested."
  const buttonless = makeFlow([
    page('start', [question('rate', 'star'), question('pick', 'radio', { options: options('a', 'b') })], { nextStateId: 'thanks' }),
    thanks(),
  ]);

  it('is due once every question of a page without a button is answered', () => {
    const first = answerQuestion(begin(buttonless), 'rate', 4, NOW);
    expect(first.autoMoveDue).toBe(false);
    const second = answerQuestion(first.runtime, 'pick', ['o-a'], NOW);
    expect(second.autoMoveDue).toBe(true);
    expect(requestMove(second.runtime, 'auto')).toMatchObject({ kind: 'move', targetId: 'thanks' });
  });

  it('is not due while a visible button is on the page', () => {
    const withButton = makeFlow([page('start', [question('rate', 'star'), nextButton()]), thanks()]);
    const runtime = answer(begin(withButton), 'rate', 4);
    expect(hasVisibleButton(runtime)).toBe(true);
    expect(autoMoveDue(runtime)).toBe(false);
  });

  it('is due when the only button is hidden', () => {
    const hiddenButton = makeFlow([page('start', [question('rate', 'star'), nextButton('next', { isVisible: false })]), thanks()]);
    expect(answerQuestion(begin(hiddenButton), 'rate', 4, NOW).autoMoveDue).toBe(true);
  });

  it('is not due on a final state', () => {
    const runtime = begin(makeFlow([page('end', [question('rate', 'star')], { style: 'thank' })]));
    expect(autoMoveDue(answer(runtime, 'rate', 4))).toBe(false);
  });

  it('needs even optional questions answered', () => {
    expect(canProceed(answer(begin(buttonless), 'rate', 4), 'auto')).toBe(false);
    expect(canProceed(answer(begin(buttonless), 'rate', 4), 'button')).toBe(true);
  });
});

describe('going back', () => {
  const flow = makeFlow([requiredPage('start', 'middle'), requiredPage('middle', 'thanks'), thanks()]);

  it('returns to the previous state and keeps the answers of both', () => {
    let runtime = next(answer(begin(flow), 'start-must', 'first')).runtime;
    runtime = answer(runtime, 'middle-must', 'second');
    const back = goBack(runtime);
    expect(currentStateId(back)).toBe('start');
    expect(answerOf(back, 'start-must').value).toBe('first');
    expect(answerOf(back, 'middle-must').value).toBe('second');
  });

  it('does nothing on the first state', () => {
    const runtime = begin(flow);
    expect(goBack(runtime)).toBe(runtime);
  });

  it('forgets the state it left from the visited path', () => {
    const forward = next(answer(begin(flow), 'start-must', 'x')).runtime;
    expect(visitedStates(forward).map((s) => forward.flow.stateId(s))).toEqual(['start', 'middle']);
    const back = goBack(forward);
    expect(visitedStates(back).map((s) => back.flow.stateId(s))).toEqual(['start']);
  });
});

describe('a final state', () => {
  const flow = makeFlow([requiredPage('start', 'thanks'), thanks()]);
  const finished = (preview: boolean) => next(answer(begin(flow, { preview }), 'start-must', 'x')).runtime;

  it('moves nowhere once reached: the feedback is not submitted twice', () => {
    // SPEC 4.4: "Otherwise the feedback is submitted, guarded against double submission."
    const runtime = finished(false);
    expect(currentStateId(runtime)).toBe('thanks');
    expect(requestMove(runtime, 'button')).toEqual({ kind: 'finished', runtime });
    expect(requestMove(runtime, 'submit').kind).toBe('finished');
  });

  it('cannot be left with back once the feedback was sent', () => {
    const runtime = finished(false);
    expect(goBack(runtime)).toBe(runtime);
  });

  it('can be left with back in preview, where nothing was sent', () => {
    expect(currentStateId(goBack(finished(true)))).toBe('start');
  });
});

describe('enterState', () => {
  it('pushes the state on the visited path', () => {
    const flow = makeFlow([requiredPage('start', 'middle'), requiredPage('middle', 'thanks'), thanks()]);
    const runtime = begin(flow);
    const entered = enterState(runtime, runtime.flow.stateIndexById.get('thanks')!);
    expect(currentStateId(entered)).toBe('thanks');
    expect(entered.visit.previous).toBe(runtime.visit);
    expect(currentStateId(runtime)).toBe('start');
  });
});

describe('whether choosing may move the respondent on (arrow keys then only move focus)', () => {
  it('holds on a state without a visible button, before and after answers', () => {
    const flow = makeFlow([page('start', [question('rate', 'star'), question('pick', 'radio', { options: options('a', 'b') })]), thanks()]);
    const runtime = begin(flow);
    expect(choosingMayMoveOn(runtime)).toBe(true);
    expect(choosingMayMoveOn(answer(runtime, 'rate', 4))).toBe(true);
  });

  it('does not hold while a button is visible, and holds once the only button is hidden', () => {
    expect(choosingMayMoveOn(begin(makeFlow([page('start', [question('rate', 'star'), nextButton()]), thanks()])))).toBe(false);
    expect(choosingMayMoveOn(begin(makeFlow([page('start', [question('rate', 'star'), nextButton('next', { isVisible: false })]), thanks()])))).toBe(true);
  });

  it('does not hold on a final state', () => {
    expect(choosingMayMoveOn(begin(makeFlow([page('end', [question('rate', 'star')], { style: 'thank' })])))).toBe(false);
  });
});
