import { describe, expect, it } from 'vitest';
import { readConfig } from '../config';
import { reportingOrigin, withReportingMeta } from './reporting-meta';

const DSN = 'https://public@o1.ingest.example/2';
const production = (env: Record<string, string> = {}) => readConfig({ NODE_ENV: 'production', SENTRY_DSN: DSN, PUBLIC_URL: 'https://feedback.example.com', ...env });

describe('reporting settings', () => {
  it('are on only with a DSN in production (SPEC 9 "events only in production")', () => {
    expect(readConfig({ SENTRY_DSN: DSN }).reporting).toBeUndefined();
    expect(readConfig({ NODE_ENV: 'production' }).reporting).toBeUndefined();
    expect(production().reporting).toEqual({ dsn: DSN, environment: 'production', release: undefined, allowUrls: ['feedback.example.com'] });
  });

  it('take the environment name, release and extra allowed domains from the environment', () => {
    expect(production({ SENTRY_ENVIRONMENT: 'eu-prod', SENTRY_RELEASE: 'canvass@1.4.0', SENTRY_ALLOWED_URLS: 'cdn.example.net, https://static.example.org/canvass/' }).reporting)
      .toEqual({ dsn: DSN, environment: 'eu-prod', release: 'canvass@1.4.0', allowUrls: ['feedback.example.com', 'cdn.example.net', 'https://static.example.org/canvass/'] });
  });

  it('refuse a DSN that is not one', () => {
    expect(() => production({ SENTRY_DSN: 'sentry.example' })).toThrow(/SENTRY_DSN/);
  });
});

describe('withReportingMeta', () => {
  it('writes the settings into the tag, escaped, in the source and in the minified page', () => {
    const config = production({ SENTRY_RELEASE: 'a"b<c' });
    for (const html of ['<meta name="canvass:reporting" content="" />', '<meta name=canvass:reporting content>']) {
      const filled = withReportingMeta(html, config);
      const content = /content="([^"]*)"/.exec(filled)?.[1] ?? '';
      expect(JSON.parse(content.replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&amp;/g, '&'))).toMatchObject({ dsn: DSN, release: 'a"b<c' });
      expect(filled).not.toContain('<c');
    }
  });

  it('leaves the tag empty when reporting is off, so the page never loads the SDK', () => {
    const html = '<meta name=canvass:reporting content>';
    expect(withReportingMeta(html, readConfig({ SENTRY_DSN: DSN }))).toBe(html);
  });

  it('names the origin the page CSP must allow', () => {
    expect(reportingOrigin(production())).toBe('https://o1.ingest.example');
    expect(reportingOrigin(readConfig({}))).toBeUndefined();
  });
});
