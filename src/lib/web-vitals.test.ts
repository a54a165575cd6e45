import { describe, expect, it } from 'vitest';
import { rateWebVital } from './web-vitals';

// SPEC 9: "Web-vital thresholds (good/poor): LCP 2500/4000 ms, FCP 1800/3000 ms, CLS 0.1/0.25, INP 200/500 ms,
// FID 100/300 ms, TTFB 800/1800 ms." One row per vital and boundary.
describe('rateWebVital', () => {
  it.each([
    ['LCP', 2500, 'good'], ['LCP', 2501, 'needs-improvement'], ['LCP', 4000, 'needs-improvement'], ['LCP', 4001, 'poor'],
    ['FCP', 1800, 'good'], ['FCP', 1801, 'needs-improvement'], ['FCP', 3000, 'needs-improvement'], ['FCP', 3001, 'poor'],
    ['CLS', 0.1, 'good'], ['CLS', 0.11, 'needs-improvement'], ['CLS', 0.25, 'needs-improvement'], ['CLS', 0.26, 'poor'],
    ['INP', 200, 'good'], ['INP', 201, 'needs-improvement'], ['INP', 500, 'needs-improvement'], ['INP', 501, 'poor'],
    ['FID', 100, 'good'], ['FID', 101, 'needs-improvement'], ['FID', 300, 'needs-improvement'], ['FID', 301, 'poor'],
    ['TTFB', 800, 'good'], ['TTFB', 801, 'needs-improvement'], ['TTFB', 1800, 'needs-improvement'], ['TTFB', 1801, 'poor'],
  ] as const)('rates %s %d as %s', (name, value, rating) => {
    expect(rateWebVital(name, value)).toBe(rating);
  });

  it('rates zero as good', () => {
    expect(rateWebVital('CLS', 0)).toBe('good');
  });
});
