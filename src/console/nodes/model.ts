import { createStore, sample } from 'effector';
import type { ApiClient } from '../api/client';
import { expectOk } from '../api/api-failure';
import type { components } from '../api/schema';
import { createResource } from '../app/request-state';
import { createDocumentModel, taggedOk } from '../config-form/document-model';
import { createFlowLanguages, languagesOfFlows } from '../config-form/lookups';

export type NodeDocument = components['schemas']['node'];

export interface NodeRow {
  node: NodeDocument;
  flowName: string | null;
  languages: string[];
}

/** The nodes (channels) list with their flows' names and languages, and one node opened in its form. */
export function createNodesModel(api: ApiClient) {
  const list = createResource(async (): Promise<NodeRow[]> => {
    const [nodes, flows] = await Promise.all([expectOk(api.GET('/v1/manage/nodes')), expectOk(api.GET('/v1/manage/flows', { params: { query: {} } }))]);
    const languages = await languagesOfFlows(api, nodes.flatMap((node) => (node.flow_id ? [node.flow_id] : [])));
    const names = new Map(flows.map((flow) => [flow.id, flow.name]));
    return nodes.map((node) => ({ node, flowName: node.flow_id ? (names.get(node.flow_id) ?? node.flow_id) : null, languages: node.flow_id ? (languages[node.flow_id] ?? []) : [] }));
  });
  const flows = createResource(() => expectOk(api.GET('/v1/manage/flows', { params: { query: {} } })));
  const editor = createDocumentModel<NodeDocument>({
    load: (id) => taggedOk(api.GET('/v1/manage/nodes/{id}', { params: { path: { id } } })),
    save: (id, body, etag) => taggedOk(api.PUT('/v1/manage/nodes/{id}', { params: { path: { id } }, body, headers: { 'if-match': etag } })),
  });
  const $flowId = createStore<string | null>(null).on(editor.$draft, (_, node) => node?.flow_id ?? null);
  const languages = createFlowLanguages(api, $flowId);
  sample({ clock: editor.opened, target: flows.opened });
  return { list, flows, editor, $languages: languages.$languages };
}
