import { describe, expect, it } from 'vitest';
import { isAllowedUrl, shouldReport } from './event-filter';

const OWN = ['canvass.example.com'];
const thrownIn = (...files: string[]) => ({ exception: { values: [{ type: 'TypeError', value: 'x is undefined', stacktrace: { frames: files.map((filename) => ({ filename })) } }] } });

describe('shouldReport', () => {
  it('reports errors thrown in our own scripts', () => {
    expect(shouldReport(thrownIn('https://canvass.example.com/client.1.js'), OWN)).toBe(true);
    expect(shouldReport(thrownIn('https://eu.canvass.example.com/client.1.js'), OWN)).toBe(true);
  });

  it('ignores errors thrown in third-party scripts', () => {
    expect(shouldReport(thrownIn('https://canvass.example.com/client.1.js', 'https://cdn.tracker.example/t.js'), OWN)).toBe(false);
    expect(shouldReport(thrownIn('https://canvass.example.com.evil.example/client.1.js'), OWN)).toBe(false);
  });

  it('ignores errors thrown in browser extensions', () => {
    for (const url of ['chrome-extension://abc/content.js', 'moz-extension://abc/c.js', 'safari-extension://abc/c.js', 'safari-web-extension://abc/c.js', 'webkit-masked-url://hidden/']) {
      expect(shouldReport(thrownIn('https://canvass.example.com/client.1.js', url), OWN)).toBe(false);
    }
  });

  it('judges by where the error was thrown, not by an extension wrapping our listener further out', () => {
    expect(shouldReport(thrownIn('chrome-extension://abc/wrap.js', 'https://canvass.example.com/client.1.js', '<anonymous>'), OWN)).toBe(true);
  });

  it('ignores noise messages', () => {
    for (const message of ['ResizeObserver loop limit exceeded', 'ResizeObserver loop completed with undelivered notifications.', 'Non-Error promise rejection captured with value: undefined', 'Script error.']) {
      expect(shouldReport({ message }, OWN)).toBe(false);
      expect(shouldReport({ exception: { values: [{ type: 'Error', value: message }] } }, OWN)).toBe(false);
    }
  });

  it('keeps an error whose address is unknown', () => {
    expect(shouldReport({ message: 'Loading chunk flow-page failed.' }, OWN)).toBe(true);
    expect(shouldReport(thrownIn('/work/main/src/client/main.tsx'), OWN)).toBe(true);
  });
});

describe('isAllowedUrl', () => {
  it('accepts hosts with their subdomains, and URL prefixes', () => {
    expect(isAllowedUrl('https://static.canvass.example.com/a.js', ['canvass.example.com'])).toBe(true);
    expect(isAllowedUrl('https://cdn.example.net/canvass/a.js', ['https://cdn.example.net/canvass/'])).toBe(true);
    expect(isAllowedUrl('https://cdn.example.net/other/a.js', ['https://cdn.example.net/canvass/'])).toBe(false);
    expect(isAllowedUrl('not a url', ['canvass.example.com'])).toBe(false);
  });
});
