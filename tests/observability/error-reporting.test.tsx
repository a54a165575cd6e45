// A thrown error in a screen reaches the error-reporting service (a test transport in place of Sentry's network
// one) with the SPEC 9 filters applied, the last dispatched actions as breadcrumbs, and no personal data.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createEvent } from 'effector';
import { createTransport, parseEnvelope } from '@sentry/core';
import { close } from '@sentry/react';
import { PageErrorBoundary } from '../../src/client/PageErrorBoundary';
import { startErrorReporting } from '../../src/observability/reporter';
import { tapModelEvents } from '../../src/observability/tap-model-events';

interface ReportedEvent {
  message?: string;
  exception?: { values?: { type?: string; value?: string }[] };
  breadcrumbs?: { category?: string; message?: string; data?: Record<string, unknown> }[];
  request?: { url?: string };
  environment?: string;
  release?: string;
}

const events: ReportedEvent[] = [];
const envelopes: unknown[] = [];

beforeAll(() => {
  // The page's address carries a chat token and preloaded answers, as real respondent URLs do.
  window.history.replaceState(null, '', '/feedback?node_id=n1&responses=eyJxIjoiamFuZUBleGFtcGxlLmNvbSJ9&token=s3cret');
  startErrorReporting(
    { dsn: 'https://public@o1.ingest.example/2', environment: 'production', release: 'canvass@test', allowUrls: ['canvass.example.com'] },
    {
      transport: (options) =>
        createTransport(options, async (request) => {
          const [, items] = parseEnvelope(request.body);
          for (const [header, payload] of items) {
            envelopes.push(payload);
            if (header.type === 'event') events.push(payload as ReportedEvent);
          }
          return { statusCode: 200 };
        }),
    },
  );
});

afterAll(async () => {
  await close(1000);
});

function Screen({ error }: { error: Error }): never {
  throw error;
}

/** Renders a screen that throws inside the page-level boundary and waits until the report has been handled. */
async function crash(error: Error) {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const view = render(<PageErrorBoundary><Screen error={error} /></PageErrorBoundary>);
  expect(screen.getByRole('alert')).toHaveTextContent('System error');
  view.unmount();
}

const thrownAt = (message: string, url: string) => Object.assign(new Error(message), { stack: `Error: ${message}\n    at Screen (${url}:1:100)\n    at renderWithHooks (${url}:1:200)` });

describe('error reporting', () => {
  it('sends a thrown error with the last actions as breadcrumbs, scrubbed of personal data', async () => {
    const model = { answerGiven: createEvent<{ questionId: string; value: unknown }>(), nextPressed: createEvent<string>(), messageSent: createEvent<{ body: string }>() };
    const stop = tapModelEvents('flow', model);
    for (let i = 0; i < 45; i++) model.nextPressed('button');
    model.answerGiven({ questionId: 'q-email', value: 'jane@example.com' });
    model.answerGiven({ questionId: 'q-phone', value: { number: '+905321234567', isValid: true } });
    model.messageSent({ body: 'my number is 0532 123 45 67' });
    stop();

    await crash(new Error('Could not save the answer of jane@example.com (+90 532 123 45 67)'));
    await vi.waitFor(() => expect(events).toHaveLength(1), { timeout: 5000 });

    const [event] = events as [ReportedEvent];
    expect(event.exception?.values?.at(-1)).toMatchObject({ type: 'Error', value: 'Could not save the answer of [email] ([phone])' });
    expect(event).toMatchObject({ environment: 'production', release: 'canvass@test' });
    expect(event.request?.url).toBe('http://localhost:3000/feedback?node_id=n1&responses=[Filtered]&token=[Filtered]');

    const actions = (event.breadcrumbs ?? []).filter((crumb) => crumb.category === 'action');
    expect(actions).toHaveLength(40);
    expect(actions.slice(-3)).toEqual([
      expect.objectContaining({ message: 'flow/answerGiven', data: { questionId: 'q-email' } }),
      expect.objectContaining({ message: 'flow/answerGiven', data: { questionId: 'q-phone' } }),
      expect.objectContaining({ message: 'flow/messageSent' }),
    ]);

    const sent = JSON.stringify(envelopes);
    for (const secret of ['jane@example.com', '532 123 45 67', '5321234567', 's3cret', 'eyJxIjoiamFuZUBleGFtcGxlLmNvbSJ9', 'my number']) expect(sent).not.toContain(secret);
  });

  it('ignores noise messages, extension code and third-party scripts, and keeps reporting ours', async () => {
    events.length = 0;
    await crash(new Error('ResizeObserver loop completed with undelivered notifications.'));
    await crash(thrownAt('x is not a function', 'chrome-extension://abcdefgh/content.js'));
    await crash(thrownAt('tracker failed', 'https://cdn.tracker.example/t.js'));
    await crash(thrownAt('our own fault', 'https://canvass.example.com/flow-page.1a2b.js'));
    await vi.waitFor(() => expect(events.map((e) => e.exception?.values?.at(-1)?.value)).toContain('our own fault'), { timeout: 5000 });
    expect(events.map((e) => e.exception?.values?.at(-1)?.value)).toEqual(['our own fault']);
  });
});
