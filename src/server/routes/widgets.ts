import type { FastifyInstance } from 'fastify';
import { isValidWidgetCode } from '../../lib/widget-code';
import { ApiError, badRequest, notFound } from '../api-error';
import type { ServerContext } from '../context';
import type { WidgetConfig } from '../../types/schemas';
import { checkWidgetAccess, identityVerified } from '../services/widget-access';
import { servedWidgetConfigs } from '../services/served-widget-config';
import { sendServed } from '../services/served-answer';

interface WidgetQuery {
  t?: string;
  external_id?: string;
  user_id?: string;
  security_token?: string;
  /** The host page's widget language (CanvassSettings.language), for the launcher's name. */
  lang?: string;
}

interface VisitQuery {
  /** The widget the visit comes through; needed only when the node has several. */
  code?: string;
  security_token?: string;
}

const ID_LIMIT = 256;

/** SPEC 7 widget calls: the configuration by code and the customer visit. */
export function widgetRoutes(app: FastifyInstance, { storage, config, clock }: ServerContext): void {
  const servedConfig = servedWidgetConfigs();
  // compress: false: the answer is kept compressed (services/served-answer.ts), never compressed per request.
  app.get<{ Params: { code: string }; Querystring: WidgetQuery }>('/v1/web_widgets/code/:code', { compress: false }, async (request, reply) => {
    const { code } = request.params;
    if (!isValidWidgetCode(code)) throw new ApiError(400, 'invalid_widget_code', 'A widget code is PSN- followed by 7 characters');
    const widget = await storage.widgets.get(code);
    if (!widget) throw notFound(`Widget "${code}"`);
    // SPEC 5/8: a page outside enabled_domains gets "Domain Not Allowed" and no widget.
    checkWidgetAccess(request, widget, request.query.security_token, config.productHosts);
    // Issue #21: every page view of every host site asks; an unchanged answer is kept and revalidated with its ETag.
    return sendServed(request, reply, await servedConfig(widget, request.query.lang || widget.default_language_code || 'en'));
  });

  /** The widget a visit comes through: the one named by code, else the node's only widget. */
  async function visitWidget(nodeId: string, code: string | undefined): Promise<WidgetConfig> {
    if (code !== undefined) {
      const widget = isValidWidgetCode(code) ? await storage.widgets.get(code) : undefined;
      if (!widget || widget.node_id !== nodeId) throw notFound(`Widget "${code}" of node "${nodeId}"`);
      return widget;
    }
    const widgets = await storage.widgets.listOfNode(nodeId);
    if (widgets.length === 0) throw notFound(`A widget of node "${nodeId}"`);
    if (widgets.length > 1) throw badRequest('This node has several widgets: name the one visited with ?code=');
    return widgets[0]!;
  }

  /**
   * SPEC 7 customer visit, checked like the widget configuration (issue #25 finding 1, SECURITY.md). It answers
   * what the caller sent plus an id, never stored fields. A visit naming a customer (external_id or user_id)
   * changes that customer only with a valid identity_hash; otherwise its attributes are kept as this visit's own
   * record and the answer's id is the visit's, so an id-guesser neither reads nor writes the stored customer.
   */
  app.post<{ Params: { nodeId: string }; Querystring: VisitQuery; Body: Record<string, unknown> }>(
    '/v2/web_widgets/:nodeId/customers/visit',
    { config: { rateLimited: true } },
    async (request) => {
      const body = request.body;
      if (typeof body !== 'object' || body === null || Array.isArray(body)) throw badRequest('The body must be a JSON object');
      const { node_id: _nodeId, external_id: externalId, user_id: userId, identity_hash: hash, ...attributes } = body;
      const node = await storage.nodes.get(request.params.nodeId);
      if (!node) throw notFound(`Node "${request.params.nodeId}"`);
      const widget = await visitWidget(node.id, request.query.code);
      checkWidgetAccess(request, widget, request.query.security_token, config.productHosts);
      for (const [name, value] of [['external_id', externalId], ['user_id', userId], ['identity_hash', hash]] as const) {
        if (value !== undefined && value !== null && (typeof value !== 'string' || value.length > ID_LIMIT)) throw badRequest(`${name} must be text of at most ${ID_LIMIT} characters`);
      }
      if (JSON.stringify(attributes).length > 16_384) throw badRequest('Customer attributes are limited to 16 KB');
      const ids = { externalId: (externalId as string | null | undefined) || null, userId: (userId as string | null | undefined) || null };
      const sent = { ...(ids.externalId ? { external_id: ids.externalId } : {}), ...(ids.userId ? { user_id: ids.userId } : {}), ...attributes };
      const now = clock();

      if (ids.externalId === null && ids.userId === null) {
        const customer = await storage.customers.recordVisit({ nodeId: node.id, attributes, now });
        return { ...sent, id: customer.id };
      }
      // The hash covers external_id when there is one, else user_id. Only the signed id finds or names the customer:
      // a hash for one's own external_id must not reach, or claim, another customer's user_id.
      const signedId = ids.externalId ?? ids.userId;
      if (!identityVerified(widget, signedId, hash)) {
        const visit = await storage.customers.recordUnverifiedVisit({ nodeId: node.id, ...ids, attributes, now });
        return { ...sent, id: visit.id, identity_verified: false };
      }
      const signed = ids.externalId !== null ? { externalId: ids.externalId, userId: null } : ids;
      const customer = await storage.customers.recordVisit({ nodeId: node.id, ...signed, attributes, now });
      return { ...sent, id: customer.id, identity_verified: true };
    },
  );
}
