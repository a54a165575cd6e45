import { describe, expect, it } from 'vitest';
import { scrubReport, scrubSpan } from './scrub-report';

describe('scrubReport', () => {
  it('keeps no answers, emails, phone numbers, chat text or tokens', () => {
    const event = scrubReport({
      message: 'Saving failed for jane@example.com',
      exception: { values: [{ value: 'Could not verify +90 532 123 45 67' }] },
      breadcrumbs: [
        { message: 'GET /v1/feedbacks/f1/chat?token=s3cret', data: { url: '/v1/feedbacks/f1/chat?token=s3cret', status_code: 200 } },
        { message: 'flow/answerGiven', data: { questionId: 'q-email', value: 'jane@example.com' } },
        { message: 'chat/messageSent', data: { body: 'my card number is 4111' } },
      ],
      request: {
        url: 'https://canvass.test/chat?feedback_id=f1&token=s3cret',
        query_string: 'feedback_id=f1&token=s3cret',
        data: { answers: ['x'] },
        cookies: { session: 'x' },
        headers: { 'User-Agent': 'Chrome', Referer: 'https://shop.example/p?email=jane@example.com', Cookie: 'a=b', 'X-EDI': 'u-42' },
      },
      user: { id: 'device-1', email: 'jane@example.com', ip_address: '1.2.3.4' } as { id: string },
      extra: { responses: [{ question_id: 'q', body: 'secret answer' }], attempt: 2 },
      contexts: { trace: { trace_id: '0123456789abcdef0123456789abcdef' }, react: { componentStack: 'at Screen (https://canvass.test/client.js:1:2)' }, customer: { phone: '05321234567' } },
    });
    const text = JSON.stringify(event);
    for (const secret of ['jane@example.com', '532 123 45 67', '05321234567', 's3cret', 'secret answer', 'my card', '1.2.3.4', 'u-42', 'a=b']) expect(text).not.toContain(secret);
    expect(event.message).toBe('Saving failed for [email]');
    expect(event.exception?.values?.[0]?.value).toBe('Could not verify [phone]');
    expect(event.breadcrumbs?.[1]).toEqual({ message: 'flow/answerGiven', data: { questionId: 'q-email', value: '[email]' } });
    expect(event.request).toMatchObject({ url: 'https://canvass.test/chat?feedback_id=f1&token=[Filtered]', headers: { 'User-Agent': 'Chrome', Referer: 'https://shop.example/p?email=[Filtered]' } });
    expect(event.request?.data).toBeUndefined();
    expect(event.user).toEqual({ id: 'device-1' });
    expect(event.extra).toEqual({ responses: '[Filtered]', attempt: 2 });
    expect(event.contexts?.trace).toEqual({ trace_id: '0123456789abcdef0123456789abcdef' });
  });

  it('scrubs a streamed span', () => {
    const span = scrubSpan({ name: 'GET /v1/feedbacks/f1/chat?token=s3cret', attributes: { 'url.full': 'https://canvass.test/v1/feedbacks/f1/chat?token=s3cret', 'client.address': '1.2.3.4', 'http.response.status_code': 200 } });
    expect(span).toEqual({ name: 'GET /v1/feedbacks/f1/chat?token=[Filtered]', attributes: { 'url.full': 'https://canvass.test/v1/feedbacks/f1/chat?token=[Filtered]', 'client.address': '[Filtered]', 'http.response.status_code': 200 } });
  });

  it('scrubs the spans of a transaction', () => {
    const event = scrubReport({ spans: [{ description: 'GET /v1/nodes/n1?responses=eyJ4IjoxfQ', data: { 'http.query': '?responses=eyJ4IjoxfQ', url: '/v1/nodes/n1?responses=eyJ4IjoxfQ' } }] });
    expect(event.spans?.[0]).toEqual({ description: 'GET /v1/nodes/n1?responses=[Filtered]', data: { 'http.query': '?responses=[Filtered]', url: '/v1/nodes/n1?responses=[Filtered]' } });
  });
});
