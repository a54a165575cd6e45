import { describe, expect, it } from 'vitest';
import { isPersonalKey, maskPersonalText, redactUrl, scrubPersonalData } from './personal-data';

describe('maskPersonalText', () => {
  it('replaces email addresses', () => {
    expect(maskPersonalText('could not reach jane.doe+x@example.co.uk today')).toBe('could not reach [email] today');
  });

  it('replaces phone numbers in their common spellings', () => {
    for (const phone of ['+90 532 123 45 67', '+905321234567', '0532-123-45-67', '(212) 555-1234']) {
      expect(maskPersonalText(`call ${phone} now`)).toBe('call [phone] now');
      expect(maskPersonalText(`Call ${phone}.`)).toBe('Call [phone].');
    }
  });

  it('keeps dates, times, versions, line numbers and ids readable', () => {
    const text = 'at 2026-03-02T10:00:00Z (2026-03-02 10:00) in client.069437c4.js:1:23456, HTTP 500, id 550e8400-e29b-41d4-a716-446655440000, Chrome 120.0.6099.109';
    expect(maskPersonalText(text)).toBe(text);
  });

  it('filters query values except the ones that only say where a request went', () => {
    expect(maskPersonalText('GET /v1/feedbacks/f1/chat?token=s3cret&feedback_id=f1 failed')).toBe('GET /v1/feedbacks/f1/chat?token=[Filtered]&feedback_id=f1 failed');
  });
});

describe('redactUrl', () => {
  it('keeps the path and safe parameters of a page address', () => {
    expect(redactUrl('https://canvass.test/feedback?node_id=n1&responses=eyJxIjoiYSJ9&edi=u@x.com&lang=tr'))
      .toBe('https://canvass.test/feedback?node_id=n1&responses=[Filtered]&edi=[Filtered]&lang=tr');
  });

  it('masks an email used as an id in a path', () => {
    expect(redactUrl('/v1/nodes/n1/customers/jane@example.com')).toBe('/v1/nodes/n1/customers/[email]');
  });
});

describe('scrubPersonalData', () => {
  it('filters answers, contact details, chat text and secrets at any depth', () => {
    const scrubbed = scrubPersonalData({
      route: '/v1/feedbacks',
      feedback: { responses: [{ question_id: 'q1', body: 'I hate it' }], customer: { email: 'a@b.co' } },
      chat: { body: 'my phone is 0532 123 45 67' },
      headers: { authorization: 'Bearer x', 'x-edi': 'u-42' },
      note: 'reach me at a@b.co',
    });
    expect(scrubbed).toEqual({
      route: '/v1/feedbacks',
      feedback: { responses: '[Filtered]', customer: '[Filtered]' },
      chat: { body: '[Filtered]' },
      headers: { authorization: '[Filtered]', 'x-edi': '[Filtered]' },
      note: 'reach me at [email]',
    });
  });

  it('leaves class instances to their own serialiser', () => {
    const error = new Error('x');
    expect(scrubPersonalData({ err: error }).err).toBe(error);
  });

  it('names the personal keys', () => {
    expect(['answers', 'responses', 'email', 'phone_number', 'token', 'chat_token', 'body', 'user.email', 'client.address', 'http.request.header.cookie'].every(isPersonalKey)).toBe(true);
    expect(['questionId', 'status', 'route', 'kind'].some(isPersonalKey)).toBe(false);
  });
});
