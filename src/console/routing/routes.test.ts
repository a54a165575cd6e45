import { describe, expect, it } from 'vitest';
import { parseRoute, safeNext } from './routes';

const at = (url: string) => {
  const { pathname, search } = new URL(url, 'http://canvass.test');
  return parseRoute({ pathname, search });
};

describe('console routes', () => {
  it('reads the setup and invitation tokens, under both invitation addresses', () => {
    expect(at('/console/setup?token=abc')).toEqual({ name: 'setup', token: 'abc' });
    expect(at('/console/invite?token=xyz')).toEqual({ name: 'invitation', token: 'xyz' });
    expect(at('/console/invitation?token=xyz')).toEqual({ name: 'invitation', token: 'xyz' });
  });

  it('knows the sections, the home with or without a slash, and nothing else', () => {
    expect(at('/console')).toEqual({ name: 'home' });
    expect(at('/console/')).toEqual({ name: 'home' });
    expect(at('/console/people/')).toEqual({ name: 'people' });
    expect(at('/console/nope')).toEqual({ name: 'not-found' });
  });

  it('follows sign-in only to console addresses of this site', () => {
    expect(safeNext('/console/people?x=1')).toBe('/console/people?x=1');
    for (const next of ['//evil.example/console', 'https://evil.example/console', '/console\\@evil', '/other', '/consolex', '', null]) expect(safeNext(next)).toBeNull();
  });
});
