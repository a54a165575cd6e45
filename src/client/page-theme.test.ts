import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Api } from '../net/api';
import type { NodeConfig } from '../types/schemas';
import { readFlowParams } from '../flow/flow-params';
import { clearPrefetchedNode, prefetchNode, withPrefetchedNode } from '../flow/node-prefetch';
import { nodePageTheme } from '../lib/node-page-theme';
import { pageThemeOf } from './page-theme';

const THEMED = { id: 'n1', name: 'Node', primary_color: '#7DD3FC', theme: { color_scheme: 'auto', layout: 'full_bleed' }, flow: { id: 'f1' } } as unknown as NodeConfig;
const params = readFlowParams('feedback', { search: '?node_id=n1', href: 'https://canvass.example/feedback?node_id=n1' });
const pageWith = (embedded: unknown) => ({ getElementById: (id: string) => (id === 'canvass-node' ? { textContent: JSON.stringify(embedded) } : null) }) as unknown as Document;
const apiAnswering = (node: NodeConfig) => ({ node: vi.fn(async () => node) }) as unknown as Api;

afterEach(clearPrefetchedNode);

/** Issue #21: the hosted page wears the theme the server drew it in, and works one out itself only for a node it fetched. */
describe('the hosted page theme', () => {
  it('is the one the server embedded with the node, as it drew the page', async () => {
    const drawn = { stylesheet: ':root { --cv-primary: #123456; }', notes: ['as the server said'] };
    const api = apiAnswering(THEMED);
    prefetchNode(api, params, pageWith({ node_id: 'n1', signature: null, responses: null, node: THEMED, theme: drawn }));
    const node = await withPrefetchedNode(api).node('n1');
    expect(await pageThemeOf(node)).toEqual(drawn);
  });

  it('is worked out in the browser for a node fetched without one: the stylesheet and notes the server would give', async () => {
    const node = await withPrefetchedNode(apiAnswering(structuredClone(THEMED))).node('n1');
    const theme = await pageThemeOf(node);
    expect(theme).toEqual(nodePageTheme(THEMED));
    expect(theme.stylesheet).toContain('@media (prefers-color-scheme: dark)');
    // #7DD3FC is too light under white button text: made readable, and said so.
    expect(theme.notes.length).toBeGreaterThan(0);
  });

  it('is none for a node with neither a colour nor a theme object (a preview\'s placeholder): the CSS defaults', async () => {
    expect(await pageThemeOf({ id: 'PREVIEW', name: 'Preview' } as NodeConfig)).toEqual({ stylesheet: null, notes: [] });
    expect(nodePageTheme({ primary_color: null })).toEqual({ stylesheet: null, notes: [] });
  });
});
