import { describe, expect, it } from 'vitest';
import { flowEditorPath, flowResultsPath, isPublicRoute, parseRoute, safeNext } from './routes';

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

  it('reads the forgot-password page and the emailed reset link\'s token, both open signed out (issue #20)', () => {
    expect(at('/console/forgot-password')).toEqual({ name: 'forgot-password' });
    expect(at('/console/reset-password?token=r-1')).toEqual({ name: 'reset-password', token: 'r-1' });
    expect(at('/console/reset-password')).toEqual({ name: 'reset-password', token: '' });
    expect(isPublicRoute(at('/console/forgot-password')) && isPublicRoute(at('/console/reset-password?token=r-1'))).toBe(true);
  });

  it('knows the sections, the home with or without a slash, and nothing else', () => {
    expect(at('/console')).toEqual({ name: 'home' });
    expect(at('/console/')).toEqual({ name: 'home' });
    expect(at('/console/people/')).toEqual({ name: 'people' });
    expect(at('/console/nope')).toEqual({ name: 'not-found' });
    expect(at('/console/flows/demo-flow')).toEqual({ name: 'flow-editor', id: 'demo-flow' });
    expect(at('/console/flows/a%3Ab/')).toEqual({ name: 'flow-editor', id: 'a:b' });
    expect(at('/console/flows/a/b')).toEqual({ name: 'not-found' });
    expect(at(flowEditorPath('a:b/c'))).toEqual({ name: 'flow-editor', id: 'a:b/c' });
    expect(at(flowResultsPath('a:b/c', '?status=partial'))).toEqual({ name: 'flow-results', id: 'a:b/c' });
    expect(at('/console/flows/a/results/more')).toEqual({ name: 'not-found' });
  });

  it('opens one node or widget under its section, and nothing deeper', () => {
    expect(at('/console/nodes')).toEqual({ name: 'nodes' });
    expect(at('/console/nodes/node%3A1')).toEqual({ name: 'nodes', id: 'node:1' });
    expect(at('/console/widgets/PSN-TEST001/')).toEqual({ name: 'widgets', code: 'PSN-TEST001' });
    expect(at('/console/widgets/PSN-TEST001/more')).toEqual({ name: 'not-found' });
    expect(at('/console/nodes/%E0%A4%A')).toEqual({ name: 'not-found' });
  });

  it('follows sign-in only to console addresses and the agent console of this site', () => {
    expect(safeNext('/console/people?x=1')).toBe('/console/people?x=1');
    expect(safeNext('/agent')).toBe('/agent');
    expect(safeNext('/agent?chat=1')).toBe('/agent?chat=1');
    for (const next of ['//evil.example/console', 'https://evil.example/console', '/console\\@evil', '/other', '/consolex', '', null]) expect(safeNext(next)).toBeNull();
    for (const next of ['/agents', '/agent/../other', '//evil.example/agent', '/agent\\@evil', 'https://evil.example/agent']) expect(safeNext(next), next).toBeNull();
  });

  it('reads the agent console as the way back from the sign-in link it gives', () => {
    expect(at('/console/sign-in?next=/agent')).toEqual({ name: 'sign-in', next: '/agent' });
    expect(at('/console/sign-in?next=%2Fagent')).toEqual({ name: 'sign-in', next: '/agent' });
  });
});
