import { readCache } from './read-cache';
import type { ManageRepository } from './manage-repository';
import type { FlowRepository, NodeRepository, WidgetRepository } from './storage';

/** A cached repository, and how to make it read afresh after a write that went around it. */
type Forgetting<R> = R & { forget(key: string): void };

/** Nodes read through a short cache (see read-cache.ts); a put through this process is seen at once. */
export function cachedNodes(nodes: NodeRepository): Forgetting<NodeRepository> {
  const cache = readCache((id) => nodes.get(id));
  return {
    ...nodes,
    get: (id) => cache.get(id),
    forget: (id) => cache.forget(id),
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
export function cachedWidgets(widgets: WidgetRepository): Forgetting<WidgetRepository> {
  const cache = readCache((code) => widgets.get(code));
  const ofNode = () => readCache((nodeId) => widgets.listOfNode(nodeId));
  let lists = ofNode();
  // A write may move a widget from one node to another: every node's list is read afresh.
  const forget = (code: string) => {
    cache.forget(code);
    lists = ofNode();
  };
  return {
    ...widgets,
    get: (code) => cache.get(code),
    listOfNode: (nodeId) => lists.get(nodeId),
    forget,
    async put(widget) {
      forget(widget.code);
      await widgets.put(widget);
      forget(widget.code);
    },
  };
}

/**
 * The management API's writes of nodes and widgets (compare-and-set, around the repositories above) forget what
 * the read caches hold, before and after, as the repositories' own puts do: a node or widget changed in the console
 * answers with its new content and a new ETag at once (issue #21), not after the cache's second.
 */
export function forgettingManage(manage: ManageRepository, nodes: Forgetting<NodeRepository>, widgets: Forgetting<WidgetRepository>): ManageRepository {
  return {
    ...manage,
    async writeNode(node, expectedTag, now) {
      nodes.forget(node.id);
      try {
        return await manage.writeNode(node, expectedTag, now);
      } finally {
        nodes.forget(node.id);
      }
    },
    async writeWidget(widget, expectedTag, now) {
      widgets.forget(widget.code);
      try {
        return await manage.writeWidget(widget, expectedTag, now);
      } finally {
        widgets.forget(widget.code);
      }
    },
  };
}
