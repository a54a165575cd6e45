import { describe, expect, it } from 'vitest';
import { ownApiTargets, sentryBrowserOptions } from './sentry-options';

const ORIGIN = 'https://canvass.example.com';

describe('sentryBrowserOptions', () => {
  it('uses the SPEC 9 sample rate and monitoring time-outs', () => {
    const options = sentryBrowserOptions({ dsn: 'https://k@o1.ingest.example/2', environment: 'production', allowUrls: ['cdn.example.net'] }, ORIGIN);
    expect(options).toMatchObject({
      tracesSampleRate: 0.1,
      dataCollection: { userInfo: false, cookies: false, httpBodies: [], stackFrameVariables: false },
      allowUrls: ['cdn.example.net', ORIGIN],
      tracing: { idleTimeout: 1000, finalTimeout: 30000, childSpanTimeout: 15000, linkPreviousTrace: 'session-storage' },
    });
  });
});

describe('ownApiTargets', () => {
  const propagates = (url: string) => ownApiTargets(ORIGIN).some((target) => target.test(url));

  it('adds trace headers to our own API calls', () => {
    expect(propagates('/v1/feedbacks')).toBe(true);
    expect(propagates(`${ORIGIN}/v2/storage/direct_uploads`)).toBe(true);
  });

  it('adds none to anyone else', () => {
    for (const url of ['https://api.thirdparty.example/v1/x', '//evil.example/v1/x', `${ORIGIN}.evil.example/v1/x`, '/integration', '/socket.io/?EIO=4', `${ORIGIN}/client.1.js`]) {
      expect(propagates(url)).toBe(false);
    }
  });
});
