import { describe, expect, it } from 'vitest';
import { tryAnswerQuestion } from './answer';
import { MESSAGE } from './messages';
import { requestMove } from './navigation';
import { buildFeedbackPayload } from './payload';
import { answer, answerOf, begin, makeFlow, NOW, nextButton, options, page, question, thanks } from '../../tests/support/test-flows';

const flow = makeFlow([
  page('start', [
    question('count', 'numeric'),
    question('pick', 'radio', { options: options('a', 'b') }),
    nextButton(),
  ], { nextStateId: 'thanks' }),
  thanks(),
]);

describe('tryAnswerQuestion', () => {
  it('takes an answer of its kind as answerQuestion does', () => {
    const attempt = tryAnswerQuestion(begin(flow), 'count', 7, NOW);
    expect(attempt.ok && answerOf(attempt.outcome.runtime, 'count')).toEqual({ value: 7, isValid: true, error: null, hasRequiredError: false });
  });

  it('refuses a number typed as text with a reason, and shows "could not be validated" on the question', () => {
    const attempt = tryAnswerQuestion(begin(flow), 'count', '7', NOW);
    expect(attempt.ok).toBe(false);
    if (attempt.ok) return;
    expect(attempt.reason).toBe('The answer to "count" (numeric) must be a finite number');
    expect(answerOf(attempt.runtime, 'count')).toEqual({ value: null, isValid: false, error: { key: MESSAGE.generic }, hasRequiredError: false });
  });

  it('refuses an option the question does not have, keeping the answer it had out of the payload until answered again', () => {
    const before = answer(begin(flow), 'pick', ['o-a']);
    const attempt = tryAnswerQuestion(before, 'pick', ['o-z'], NOW);
    expect(attempt.ok).toBe(false);
    if (attempt.ok) return;
    expect(attempt.reason).toBe('The answer to "pick" (radio) has no option "o-z"');
    expect(answerOf(attempt.runtime, 'pick')).toMatchObject({ value: ['o-a'], isValid: false, error: { key: MESSAGE.generic } });
    expect(buildFeedbackPayload(attempt.runtime, { now: NOW, nodeId: 'n' }).responses).toEqual([]);
  });

  it('holds the respondent on the page while the refusal shows, and lets go once they answer again', () => {
    const attempt = tryAnswerQuestion(begin(flow), 'count', '7', NOW);
    if (attempt.ok) throw new Error('expected a refusal');
    const blocked = requestMove(attempt.runtime, 'button');
    expect(blocked.kind === 'blocked' && blocked.reasons).toEqual([{ questionId: 'count', message: { key: MESSAGE.generic } }]);
    expect(requestMove(answer(attempt.runtime, 'count', 7), 'button')).toMatchObject({ kind: 'move', targetId: 'thanks' });
  });

  it('leaves the runtime it was given untouched', () => {
    const before = begin(flow);
    tryAnswerQuestion(before, 'count', '7', NOW);
    expect(answerOf(before, 'count')).toEqual({ value: null, isValid: true, error: null, hasRequiredError: false });
  });
});
