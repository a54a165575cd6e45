import { readCache } from './read-cache';
import type { FlowRepository, NodeRepository, WidgetRepository } from './storage';

/** Nodes read through a short cache (see read-cache.ts); a put through this process is seen at once. */
export function cachedNodes(nodes: NodeRepository): NodeRepository {
  const cache = readCache((id) => nodes.get(id));
  return {
    ...nodes,
    get: (id) => cache.get(id),
    async put(node) {
      cache.forget(node.id);
      await nodes.put(node);
      cache.forget(node.id);
    },
  };
}

/** Flows read through a short cache: the newest version by id, and fixed versions (which never change). */
export function cachedFlows(flows: FlowRepository): FlowRepository {
  const cache = readCache((key) => {
    const [id, version] = JSON.parse(key) as [string, number | null];
    return flows.get(id, version ?? undefined);
  });
  return {
    ...flows,
    get: (id, version) => cache.get(JSON.stringify([id, version ?? null])),
    async put(flow, now) {
      const newest = JSON.stringify([flow.id, null]);
      cache.forget(newest);
      const version = await flows.put(flow, now);
      cache.forget(newest);
      return version;
    },
  };
}

/**
 * Widgets by code read through the short cache: every page view of every host site asks for its widget's
 * configuration (issue #21), and an unchanged widget is then the same object, so its served answer is kept too.
 * A node's widgets too: every hosted flow page reads them for its frame-ancestors.
 */
export function cachedWidgets(widgets: WidgetRepository): WidgetRepository {
  const cache = readCache((code) => widgets.get(code));
  const ofNode = () => readCache((nodeId) => widgets.listOfNode(nodeId));
  let lists = ofNode();
  return {
    ...widgets,
    get: (code) => cache.get(code),
    listOfNode: (nodeId) => lists.get(nodeId),
    async put(widget) {
      // A put may move a widget from one node to another: every node's list is read afresh.
      cache.forget(widget.code);
      lists = ofNode();
      await widgets.put(widget);
      cache.forget(widget.code);
      lists = ofNode();
    },
  };
}
