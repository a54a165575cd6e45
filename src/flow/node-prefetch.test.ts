import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Api } from '../net/api';
import type { NodeConfig } from '../types/schemas';
import { readFlowParams } from './flow-params';
import { clearPrefetchedNode, peekPrefetchedNode, prefetchNode, withPrefetchedNode } from './node-prefetch';

const NODE = { id: 'n1', name: 'Node', flow: { id: 'f1' } } as unknown as NodeConfig;
const params = (search: string) => readFlowParams('feedback', { search, href: `https://canvass.example/feedback${search}` });
/** A page whose data block holds `embedded` (the server's shape), or none. */
const pageWith = (embedded?: unknown) => ({ getElementById: (id: string) => (id === 'canvass-node' && embedded !== undefined ? { textContent: JSON.stringify(embedded) } : null) }) as unknown as Document;
const apiAnswering = (node: NodeConfig) => ({ node: vi.fn(async () => node) }) as unknown as Api & { node: ReturnType<typeof vi.fn> };

afterEach(clearPrefetchedNode);

describe('the flow page node answer ready before the flow screen asks', () => {
  it('takes the answer the server put in the page when it was made for these parameters, with no request', async () => {
    const api = apiAnswering({ ...NODE, name: 'from the network' });
    prefetchNode(api, params('?node_id=n1&signature=s&responses=r'), pageWith({ node_id: 'n1', signature: 's', responses: 'r', node: NODE }));
    expect(await withPrefetchedNode(api).node('n1', { signature: 's', responses: 'r' })).toEqual(NODE);
    expect(api.node).not.toHaveBeenCalled();
  });

  it('asks the network when the page holds another node, other parameters or no data', async () => {
    for (const embedded of [{ node_id: 'n2', signature: null, responses: null, node: NODE }, { node_id: 'n1', signature: 'other', responses: null, node: NODE }, undefined, 'not json at all']) {
      const api = apiAnswering(NODE);
      const page = typeof embedded === 'string' ? ({ getElementById: () => ({ textContent: embedded }) } as unknown as Document) : pageWith(embedded);
      prefetchNode(api, params('?node_id=n1'), page);
      expect(api.node).toHaveBeenCalledWith('n1', { signature: undefined, responses: undefined });
      await withPrefetchedNode(api).node('n1');
      expect(api.node).toHaveBeenCalledTimes(1);
    }
  });

  it('answers the first matching call only; a retry, another node or other parameters go to the network', async () => {
    const api = apiAnswering(NODE);
    prefetchNode(api, params('?node_id=n1'), pageWith({ node_id: 'n1', signature: null, responses: null, node: NODE }));
    const loader = withPrefetchedNode(api);
    await loader.node('n2');
    await loader.node('n1', { signature: 'x' });
    expect(api.node).toHaveBeenCalledTimes(2);
    await loader.node('n1');
    expect(api.node).toHaveBeenCalledTimes(2);
    await loader.node('n1');
    expect(api.node).toHaveBeenCalledTimes(3);
  });

  it('prefetches nothing for a preview or a page without node_id', () => {
    const api = apiAnswering(NODE);
    prefetchNode(api, readFlowParams('flow_preview', { search: '?flow_id=f1', href: 'https://canvass.example/flow_preview?flow_id=f1' }), pageWith());
    prefetchNode(api, params(''), pageWith());
    expect(api.node).not.toHaveBeenCalled();
    expect(peekPrefetchedNode()).toBeUndefined();
  });

  it('keeps a failed early request from being an unhandled rejection, and hands its failure to the screen', async () => {
    const api = { node: vi.fn(() => Promise.reject(new Error('offline'))) } as unknown as Api;
    prefetchNode(api, params('?node_id=n1'), pageWith());
    await expect(withPrefetchedNode(api).node('n1')).rejects.toThrow('offline');
  });
});
