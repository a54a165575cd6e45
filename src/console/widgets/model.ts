import { combine, createStore, sample } from 'effector';
import type { ApiClient } from '../api/client';
import { expectOk } from '../api/api-failure';
import type { components } from '../api/schema';
import { createResource } from '../app/request-state';
import { createDocumentModel, taggedOk } from '../config-form/document-model';
import { createFlowLanguages } from '../config-form/lookups';

export type WidgetDocument = components['schemas']['widget'];

/** The web widgets list (with their nodes' names) and one widget opened in its form. */
export function createWidgetsModel(api: ApiClient) {
  const list = createResource(() => Promise.all([expectOk(api.GET('/v1/manage/widgets')), expectOk(api.GET('/v1/manage/nodes'))]));
  const nodes = createResource(() => expectOk(api.GET('/v1/manage/nodes')));
  const editor = createDocumentModel<WidgetDocument>({
    load: (code) => taggedOk(api.GET('/v1/manage/widgets/{code}', { params: { path: { code } } })),
    save: (code, body, etag) => taggedOk(api.PUT('/v1/manage/widgets/{code}', { params: { path: { code } }, body, headers: { 'if-match': etag } })),
  });
  // The widget's languages are those of its node's flow.
  const $flowId = createStore<string | null>(null);
  sample({
    source: combine(editor.$draft, nodes.$data),
    fn: ([widget, all]) => all?.find((node) => node.id === widget?.node_id)?.flow_id ?? null,
    target: $flowId,
  });
  const languages = createFlowLanguages(api, $flowId);
  sample({ clock: editor.opened, target: nodes.opened });
  return { list, nodes, editor, $languages: languages.$languages };
}
