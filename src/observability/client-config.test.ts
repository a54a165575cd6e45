// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { readReportingConfig, REPORTING_META } from './client-config';

function meta(content: string) {
  const tag = document.createElement('meta');
  tag.name = REPORTING_META;
  tag.content = content;
  document.head.append(tag);
}

afterEach(() => document.head.replaceChildren());

describe('readReportingConfig', () => {
  it('reads the settings the server wrote into the page', () => {
    meta(JSON.stringify({ dsn: 'https://key@o1.ingest.example/2', environment: 'production', release: '1.2.0', allowUrls: ['canvass.example.com'] }));
    expect(readReportingConfig()).toEqual({ dsn: 'https://key@o1.ingest.example/2', environment: 'production', release: '1.2.0', allowUrls: ['canvass.example.com'] });
  });

  it('is off without the tag, with an empty tag, or with something that is not a DSN', () => {
    expect(readReportingConfig()).toBeUndefined();
    meta('');
    expect(readReportingConfig()).toBeUndefined();
    document.head.replaceChildren();
    meta('{"dsn":"javascript:alert(1)"}');
    expect(readReportingConfig()).toBeUndefined();
    document.head.replaceChildren();
    meta('not json');
    expect(readReportingConfig()).toBeUndefined();
  });
});
