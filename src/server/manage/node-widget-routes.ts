import type { FastifyInstance } from 'fastify';
import type { WidgetConfig } from '../../types/schemas';
import { ApiError, notFound } from '../api-error';
import type { ServerContext } from '../context';
import { audit } from '../accounts/audit';
import { authenticate, requirePermission } from '../accounts/authenticate';
import { roleMay } from '../accounts/roles';
import type { StoredNode } from '../storage/storage';
import { checkedDocument } from './documents';
import { expectedTag, staleWrite, withEtag } from './preconditions';
import { ERROR_RESPONSE, ref } from './schema-registry';

const C = 'manage-content.schema.json';
const errors = { 400: ERROR_RESPONSE, 401: ERROR_RESPONSE, 403: ERROR_RESPONSE, 404: ERROR_RESPONSE, 409: ERROR_RESPONSE, 412: ERROR_RESPONSE, 428: ERROR_RESPONSE };
const params = (name: string) => ({ type: 'object', required: [name], properties: { [name]: { type: 'string', minLength: 1, maxLength: 128 } } });

/** The node as stored: what the server computes per request (flow, signature_valid) is never taken in. */
function storedNodeOf(input: unknown): StoredNode {
  const { flow: _flow, signature_valid: _computed, ...node } = checkedDocument('node', input);
  return node;
}

/**
 * Nodes and widgets (issue #17): list, read (ETag: a hash of the stored document), create, replace with If-Match.
 * A node's flows and a widget's node must exist, as `canvass import` requires. A widget's security token is shown
 * only to roles that may change widgets.
 */
export function nodeWidgetRoutes(app: FastifyInstance, context: ServerContext): void {
  const { storage, clock } = context;
  const read = { onRequest: requirePermission(context, 'content:read') };
  const write = { onRequest: requirePermission(context, 'content:write') };

  const checkNodeFlows = async (node: StoredNode) => {
    for (const field of ['flow_id', 'non_operating_hours_flow_id'] as const) {
      const id = node[field];
      if (id && !(await storage.manage.draft(id))) throw new ApiError(400, 'invalid_request', `${field}: flow "${id}" does not exist`, [{ path: field, message: `flow "${id}" does not exist` }]);
    }
  };

  app.get('/v1/manage/nodes', { ...read, schema: { tags: ['nodes'], summary: 'Every node', response: { 200: ref(C, 'nodeList'), ...errors } } }, async () => storage.nodes.list());

  app.get<{ Params: { id: string } }>('/v1/manage/nodes/:id', { ...read, schema: { tags: ['nodes'], summary: 'One node (ETag for If-Match)', params: params('id'), response: { 200: ref('node.schema.json'), ...errors } } },
    async (request, reply) => {
      const found = await storage.manage.node(request.params.id);
      if (!found) throw notFound('Node');
      return withEtag(reply, found.tag, found.node);
    });

  app.post('/v1/manage/nodes', { ...write, attachValidation: true, schema: { tags: ['nodes'], summary: 'Create a node', body: ref('node.schema.json'), response: { 201: ref('node.schema.json'), ...errors } } },
    async (request, reply) => {
      const node = storedNodeOf(request.body);
      await checkNodeFlows(node);
      const written = await storage.manage.writeNode(node, undefined, clock());
      if (written === 'exists' || written === 'stale') throw new ApiError(409, 'conflict', `A node with the id "${node.id}" exists`);
      await audit(context, await authenticate(request, context), 'node.created', 'node', node.id);
      reply.status(201);
      return withEtag(reply, written, node);
    });

  app.put<{ Params: { id: string } }>('/v1/manage/nodes/:id', { ...write, attachValidation: true, schema: { tags: ['nodes'], summary: 'Replace a node (If-Match: its ETag)', params: params('id'), body: ref('node.schema.json'), response: { 200: ref('node.schema.json'), ...errors } } },
    async (request, reply) => {
      const expected = expectedTag(request);
      const current = await storage.manage.node(request.params.id);
      if (!current) throw notFound('Node');
      const node = storedNodeOf(request.body);
      if (node.id !== request.params.id) throw new ApiError(400, 'invalid_request', `The node's id "${node.id}" is not the one in the path`);
      await checkNodeFlows(node);
      const written = await storage.manage.writeNode(node, expected, clock());
      if (written === 'stale' || written === 'exists') {
        const now = (await storage.manage.node(node.id))!;
        throw staleWrite(now.node, now.tag);
      }
      await audit(context, await authenticate(request, context), 'node.replaced', 'node', node.id);
      return withEtag(reply, written, node);
    });

  /** Viewers read widgets without their security token (a secret of the provider's site). */
  const visibleWidget = (widget: WidgetConfig, role: Parameters<typeof roleMay>[0]) => {
    if (roleMay(role, 'content:write')) return widget;
    const { security_token: _secret, ...rest } = widget;
    return rest;
  };

  app.get('/v1/manage/widgets', { ...read, schema: { tags: ['widgets'], summary: 'Every widget', response: { 200: ref(C, 'widgetList'), ...errors } } },
    async (request) => {
      const { role } = await authenticate(request, context);
      return (await storage.widgets.list()).map((widget) => visibleWidget(widget, role));
    });

  app.get<{ Params: { code: string } }>('/v1/manage/widgets/:code', { ...read, schema: { tags: ['widgets'], summary: 'One widget (ETag for If-Match)', params: params('code'), response: { 200: ref('widget.schema.json'), ...errors } } },
    async (request, reply) => {
      const found = await storage.manage.widget(request.params.code);
      if (!found) throw notFound('Widget');
      return withEtag(reply, found.tag, visibleWidget(found.widget, (await authenticate(request, context)).role));
    });

  const checkWidgetNode = async (widget: WidgetConfig) => {
    if (!(await storage.nodes.get(widget.node_id))) throw new ApiError(400, 'invalid_request', `node_id: node "${widget.node_id}" does not exist`, [{ path: 'node_id', message: `node "${widget.node_id}" does not exist` }]);
  };

  app.post('/v1/manage/widgets', { ...write, attachValidation: true, schema: { tags: ['widgets'], summary: 'Create a widget', body: ref('widget.schema.json'), response: { 201: ref('widget.schema.json'), ...errors } } },
    async (request, reply) => {
      const widget = checkedDocument('widget', request.body);
      await checkWidgetNode(widget);
      const written = await storage.manage.writeWidget(widget, undefined, clock());
      if (written === 'exists' || written === 'stale') throw new ApiError(409, 'conflict', `A widget with the code "${widget.code}" exists`);
      await audit(context, await authenticate(request, context), 'widget.created', 'widget', widget.code);
      reply.status(201);
      return withEtag(reply, written, widget);
    });

  app.put<{ Params: { code: string } }>('/v1/manage/widgets/:code', { ...write, attachValidation: true, schema: { tags: ['widgets'], summary: 'Replace a widget (If-Match: its ETag)', params: params('code'), body: ref('widget.schema.json'), response: { 200: ref('widget.schema.json'), ...errors } } },
    async (request, reply) => {
      const expected = expectedTag(request);
      if (!(await storage.manage.widget(request.params.code))) throw notFound('Widget');
      const widget = checkedDocument('widget', request.body);
      if (widget.code !== request.params.code) throw new ApiError(400, 'invalid_request', `The widget's code "${widget.code}" is not the one in the path`);
      await checkWidgetNode(widget);
      const written = await storage.manage.writeWidget(widget, expected, clock());
      if (written === 'stale' || written === 'exists') {
        const now = (await storage.manage.widget(widget.code))!;
        throw staleWrite(now.widget, now.tag);
      }
      await audit(context, await authenticate(request, context), 'widget.replaced', 'widget', widget.code);
      return withEtag(reply, written, widget);
    });
}
