import { describe, expect, it } from 'vitest';
import { validateDocument } from '../schema/validate';
import type { Flow, FlowElement, FlowState } from '../types/schemas';
import { goBack } from './navigation';
import { buildFeedbackPayload, customerFromAnswers, answeredQuestions, submitEvents } from './payload';
import type { FlowRuntime } from './runtime';
import { answer, begin, label, makeFlow, next, NOW, nextButton, options, page, question, thanks } from '../../tests/support/test-flows';

const payload = (runtime: FlowRuntime, extra = {}) => buildFeedbackPayload(runtime, { now: NOW, nodeId: 'node-1', ...extra });
const onePage = (...elements: FlowElement[]) => makeFlow([page('start', [...elements, nextButton()], { nextStateId: 'thanks' }), thanks()]);

describe('the feedback payload', () => {
  // SPEC 3.5: "device_id, created_at, node_id, flow_id, user_id, origin_url, language_id, created_offline,
  // time_spent_in_seconds, responses, customer."
  it('carries every SPEC 3.5 field', () => {
    const runtime = answer(begin(onePage(question('q', 'text'))), 'q', 'hello');
    const body = payload(runtime, {
      deviceId: 'device-9', userId: 'user-3', originUrl: 'https://shop.test/cart', createdOffline: true, customerId: 'cust-1',
    });
    expect(body).toEqual({
      device_id: 'device-9',
      created_at: '2026-01-01T09:00:00.000Z',
      node_id: 'node-1',
      flow_id: 'test-flow',
      user_id: 'user-3',
      origin_url: 'https://shop.test/cart',
      language_id: 1,
      created_offline: true,
      time_spent_in_seconds: 0,
      responses: [{ question_id: 'q', body: 'hello' }],
      customer: { id: 'cust-1' },
    });
    expect(validateDocument('feedback', body).ok).toBe(true);
  });

  it('fills in null and false for what the context does not give, and leaves out the device id', () => {
    const body = payload(answer(begin(onePage(question('q', 'text'))), 'q', 'hello'));
    expect(body).toMatchObject({ user_id: null, origin_url: null, created_offline: false, customer: {} });
    expect(body).not.toHaveProperty('device_id');
    expect(body).not.toHaveProperty('custom_attributes');
    expect(body).not.toHaveProperty('events');
  });

  it('names the final state it was sent from, when given', () => {
    const runtime = answer(begin(onePage(question('q', 'text'))), 'q', 'x');
    const body = payload(runtime, { finalStateId: 'thanks' });
    expect(body.final_state_id).toBe('thanks');
    expect(validateDocument('feedback', body).ok).toBe(true);
  });

  it('passes custom attributes through', () => {
    const body = payload(answer(begin(onePage(question('q', 'text'))), 'q', 'x'), { customAttributes: 'W3sicSI6ImEiLCJhIjoiYiJ9XQ==' });
    expect(body.custom_attributes).toBe('W3sicSI6ImEiLCJhIjoiYiJ9XQ==');
  });

  it('names the language the respondent sees', () => {
    const flow = { ...onePage(question('q', 'text')), languages: [{ id: 1, code: 'en' }, { id: 7, code: 'tr' }] } satisfies Flow;
    const runtime = answer(begin(flow, { requested: 'tr' }), 'q', 'x');
    expect(payload(runtime).language_id).toBe(7);
  });
});

describe('time_spent_in_seconds', () => {
  it('counts whole seconds from the first answer to the submit', () => {
    const runtime = answer(begin(onePage(question('q', 'text'))), 'q', 'x', NOW);
    expect(payload(runtime, { now: NOW + 61_400 }).time_spent_in_seconds).toBe(61);
    expect(payload(runtime, { now: NOW + 61_600 }).time_spent_in_seconds).toBe(62);
  });

  it('is 0 when nothing was answered or the clock went backwards', () => {
    expect(payload(begin(onePage(question('q', 'text')))).time_spent_in_seconds).toBe(0);
    const runtime = answer(begin(onePage(question('q', 'text'))), 'q', 'x', NOW + 5000);
    expect(payload(runtime, { now: NOW }).time_spent_in_seconds).toBe(0);
  });
});

describe('responses', () => {
  it('hold one item per chosen option, and the body of typed answers', () => {
    let runtime = begin(onePage(question('topics', 'checklist', { options: options('a', 'b', 'c') }), question('comment', 'text'), question('n', 'numeric')));
    runtime = answer(answer(answer(runtime, 'topics', ['o-c', 'o-a']), 'comment', 'fine'), 'n', 4.5);
    expect(payload(runtime).responses).toEqual([
      { question_id: 'topics', option_id: 'o-c' },
      { question_id: 'topics', option_id: 'o-a' },
      { question_id: 'comment', body: 'fine' },
      { question_id: 'n', body: 4.5 },
    ]);
  });

  it('carry a verified phone number\'s proof (verification id and code) for the server to check; an unverified one is not an answer', () => {
    const flow = onePage(question('verified', 'phone_verification'), question('pending', 'phone_verification'), question('plain', 'phone_number'));
    let runtime = answer(begin(flow), 'verified', { number: '+905551234567', isValid: true, verificationId: 'v-1', token: '123456', verified: true });
    runtime = answer(answer(runtime, 'pending', { number: '+905551234568', isValid: true, verificationId: 'v-2', token: '999999', verified: false }), 'plain', { number: '+905551234569', isValid: true });
    expect(payload(runtime).responses).toEqual([
      { question_id: 'verified', body: '+905551234567', verification_id: 'v-1', verification_code: '123456' },
      { question_id: 'plain', body: '+905551234569' },
    ]);
  });

  it('use the statement id as question_id for matrix answers', () => {
    // SPEC 3.5: "For matrix answers the statement id is used as question_id."
    const runtime = answer(begin(onePage(question('grid', 'matrix', { statements: [{ id: 's-food' }, { id: 's-staff' }], options: options('y', 'n') }))), 'grid', {
      's-staff': ['o-n'],
      's-food': ['o-y'],
    });
    expect(payload(runtime).responses).toEqual([
      { question_id: 's-food', option_id: 'o-y' },
      { question_id: 's-staff', option_id: 'o-n' },
    ]);
  });

  it('number a ranking from 1, best first', () => {
    const runtime = answer(begin(onePage(question('order', 'ranking', { options: options('a', 'b', 'c') }))), 'order', ['o-b', 'o-c', 'o-a']);
    expect(payload(runtime).responses).toEqual([
      { question_id: 'order', option_id: 'o-b', ranking: 1 },
      { question_id: 'order', option_id: 'o-c', ranking: 2 },
      { question_id: 'order', option_id: 'o-a', ranking: 3 },
    ]);
  });

  it('carry the blob id of an uploaded file', () => {
    const runtime = answer(begin(onePage(question('f', 'file'))), 'f', { url: 'https://cdn.test/a.pdf', blobId: 'blob-1' });
    expect(payload(runtime).responses).toEqual([{ question_id: 'f', body: 'https://cdn.test/a.pdf', active_storage_blob_id: 'blob-1' }]);
  });

  it('mark the items of a question that hides personal data', () => {
    const runtime = answer(begin(onePage(question('mail', 'email', { hidePersonalData: true }))), 'mail', 'ada@example.com');
    expect(payload(runtime).responses).toEqual([{ question_id: 'mail', body: 'ada@example.com', hidePersonalData: true }]);
  });

  it('leave out hidden questions', () => {
    const flow = onePage(
      question('skip', 'radio', { options: options('yes', 'no') }, { triggers: [{ key: 'yes', action: 'hide', targetIds: ['el-extra'] }] }),
      question('extra', 'text'),
    );
    const runtime = answer(answer(begin(flow), 'extra', 'typed before hiding'), 'skip', ['o-yes']);
    expect(payload(runtime).responses).toEqual([{ question_id: 'skip', option_id: 'o-yes' }]);
  });

  it('leave out a question that stays hidden even when a preloaded response filled it', () => {
    const flow = onePage(question('shown', 'text'), question('secret', 'text', {}, { isVisible: false }));
    const runtime = begin(flow, { preloadedResponses: { shown: 'a', secret: 'b' } });
    expect(payload(runtime).responses).toEqual([{ question_id: 'shown', body: 'a' }]);
  });

  it('come only from the states on the respondent\'s path', () => {
    const states: FlowState[] = [
      page('start', [question('branch', 'radio', { options: options('left', 'right') }), nextButton()], { nextStateId: 'right' }),
      page('left', [question('l', 'text'), nextButton('l-next')], { nextStateId: 'thanks' }),
      page('right', [question('r', 'text'), nextButton('r-next')], { nextStateId: 'thanks' }),
      thanks(),
    ];
    const flow = makeFlow(states, { transitions: [{ fromStateId: 'start', toStateId: 'left', rules: [{ elementId: 'branch', optionIds: ['o-left'] }] }] });
    let runtime = next(answer(begin(flow), 'branch', ['o-left'])).runtime;
    runtime = answer(runtime, 'l', 'left answer');
    // The respondent goes back and takes the other branch: the left page's answer stays stored but is not sent.
    runtime = next(answer(goBack(runtime), 'branch', ['o-right'])).runtime;
    runtime = answer(runtime, 'r', 'right answer');
    expect(payload(runtime).responses).toEqual([
      { question_id: 'branch', option_id: 'o-right' },
      { question_id: 'r', body: 'right answer' },
    ]);
  });

  it('follow the display order of the elements', () => {
    const flow = onePage(question('second', 'text', {}, { order: 2 }), question('first', 'text', {}, { order: 1 }));
    const runtime = answer(answer(begin(flow), 'second', 'b'), 'first', 'a');
    expect(answeredQuestions(runtime).map((a) => a.question.source.id)).toEqual(['first', 'second']);
  });
});

describe('customer mapping', () => {
  // SPEC 5: "Customer mapping from question styles: email, name, phone, gender (option key), birth year (current
  // year minus the answer), external id, schema fields by key."
  const flow = onePage(
    question('mail', 'email'),
    question('who', 'naming'),
    question('tel', 'phone_number'),
    question('sex', 'gender', { options: [{ id: 'g-f', key: 'female' }, { id: 'g-x' }] }),
    question('age', 'age'),
    question('ext', 'external_id'),
    question('form', 'customer_schema'),
  );

  it('fills each customer field from its question style', () => {
    let runtime = begin(flow);
    runtime = answer(runtime, 'mail', ' ada@example.com ');
    runtime = answer(runtime, 'who', ' Ada Lovelace ');
    runtime = answer(runtime, 'tel', { number: '+905551112233', isValid: true });
    runtime = answer(runtime, 'sex', ['g-f']);
    runtime = answer(runtime, 'age', 30);
    runtime = answer(runtime, 'ext', 'crm-77');
    runtime = answer(runtime, 'form', { plan: 'pro', seats: 3 });
    const body = payload(runtime, { customerId: 'cust-1' });
    expect(body.customer).toEqual({
      id: 'cust-1',
      email: 'ada@example.com',
      name: 'Ada Lovelace',
      phone_number: '+905551112233',
      gender: 'female',
      birth_year: 1996,
      external_id: 'crm-77',
      schema: { plan: 'pro', seats: 3 },
    });
    expect(validateDocument('feedback', body).ok).toBe(true);
  });

  it('uses the option id as gender when the option has no key', () => {
    expect(payload(answer(begin(flow), 'sex', ['g-x'])).customer).toEqual({ gender: 'g-x' });
  });

  it('takes the birth year from the year of the submit', () => {
    const runtime = answer(begin(flow), 'age', 40);
    expect(customerFromAnswers(answeredQuestions(runtime), Date.UTC(2030, 5, 1)).birth_year).toBe(1990);
  });

  it('leaves out customer fields of unanswered questions', () => {
    expect(payload(begin(flow)).customer).toEqual({});
  });
});

describe('partial payloads', () => {
  // SPEC 4.3: "Dynamic multiple choice and value questions are left out of partial saves."
  const flow = onePage(
    question('fixed', 'radio', { options: options('a') }),
    question('dyn', 'dynamic_multiple_choice', { options: options('x') }),
    question('dynv', 'dynamic_multiple_value', { options: options('y') }),
  );
  const runtime = answer(answer(answer(begin(flow), 'fixed', ['o-a']), 'dyn', ['o-x']), 'dynv', ['o-y']);

  it('leave out dynamic multiple choice and value answers', () => {
    expect(payload(runtime, { partial: true }).responses).toEqual([{ question_id: 'fixed', option_id: 'o-a' }]);
  });

  it('while the complete payload keeps them', () => {
    expect(payload(runtime).responses.map((r) => r.question_id)).toEqual(['fixed', 'dyn', 'dynv']);
  });
});

describe('submitEvents', () => {
  // SPEC 4.4: "After submit, events are posted to the host page in order: PSN_REDIRECT_TO_STORE (when a
  // redirect-to-store trigger matches the answers), PSN_END_OF_FLOW, PSN_FEEDBACK_SUBMITTED (delayed 3000 ms when the
  // final state is a thank-you state and the internal flag is not set, else 0)."
  const flow = makeFlow([
    page('start', [
      question('nps', 'score', {}, {
        triggers: [
          { controlType: 'value', ruleType: 'regex', answerValue: '^(9|10)$', action: 'show', scope: 'event-dispatch', targetEvents: ['PSN_REDIRECT_TO_STORE'] },
          { controlType: 'value', ruleType: 'regex', answerValue: '^10$', action: 'show', scope: 'event-dispatch', targetEvents: ['PSN_REDIRECT_TO_STORE'] },
        ],
      }),
      nextButton(),
    ], { nextStateId: 'thanks' }),
    thanks(),
    page('talk', [label('hi')], { style: 'chat' }),
  ]);
  const thanksIndex = (runtime: FlowRuntime) => runtime.flow.stateIndexById.get('thanks')!;

  it('posts the end of the flow, then the submit 3000 ms later on a thank-you state', () => {
    const runtime = answer(begin(flow), 'nps', 5);
    expect(submitEvents(runtime, thanksIndex(runtime), { internal: false })).toEqual([
      { type: 'PSN_END_OF_FLOW', delayMs: 0 },
      { type: 'PSN_FEEDBACK_SUBMITTED', delayMs: 3000 },
    ]);
  });

  it('posts the submit at once for internal feedback', () => {
    const runtime = answer(begin(flow), 'nps', 5);
    expect(submitEvents(runtime, thanksIndex(runtime), { internal: true })[1]).toEqual({ type: 'PSN_FEEDBACK_SUBMITTED', delayMs: 0 });
  });

  it('posts the submit at once when the final state is a chat', () => {
    const runtime = answer(begin(flow), 'nps', 5);
    expect(submitEvents(runtime, runtime.flow.stateIndexById.get('talk')!, { internal: false })[1]).toEqual({ type: 'PSN_FEEDBACK_SUBMITTED', delayMs: 0 });
  });

  it('posts a matching redirect-to-store event first, once', () => {
    const runtime = answer(begin(flow), 'nps', 10);
    expect(submitEvents(runtime, thanksIndex(runtime), { internal: false }).map((e) => e.type)).toEqual([
      'PSN_REDIRECT_TO_STORE',
      'PSN_END_OF_FLOW',
      'PSN_FEEDBACK_SUBMITTED',
    ]);
    expect(payload(runtime).events).toEqual(['PSN_REDIRECT_TO_STORE']);
  });
});
