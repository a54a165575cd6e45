import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isDomainAllowed } from '../../lib/domain';
import { isValidWidgetCode } from '../../lib/widget-code';
import { interfaceText } from '../services/interface-text';
import { widgetTheme } from '../../lib/theme';
import { ApiError, badRequest, notFound } from '../api-error';
import type { ServerContext } from '../context';
import { secretsEqual } from '../services/tokens';

interface WidgetQuery {
  t?: string;
  external_id?: string;
  user_id?: string;
  security_token?: string;
  /** The host page's widget language (CanvassSettings.language), for the launcher's name. */
  lang?: string;
}

/** The host page's host, from Origin (CORS calls) or Referer (frame loads); undefined when neither is sent. */
export function requestingHost(request: FastifyRequest): string | undefined {
  for (const value of [request.headers.origin, request.headers.referer]) {
    if (typeof value !== 'string' || value === 'null') continue;
    try {
      return new URL(value).host;
    } catch {
      // An unparsable header names no host.
    }
  }
  return undefined;
}

/** SPEC 7 widget calls: the configuration by code and the customer visit. */
export function widgetRoutes(app: FastifyInstance, { storage, config, clock }: ServerContext): void {
  app.get<{ Params: { code: string }; Querystring: WidgetQuery }>('/v1/web_widgets/code/:code', async (request) => {
    const { code } = request.params;
    if (!isValidWidgetCode(code)) throw new ApiError(400, 'invalid_widget_code', 'A widget code is PSN- followed by 7 characters');
    const widget = await storage.widgets.get(code);
    if (!widget) throw notFound(`Widget "${code}"`);
    // SPEC 5/8: a page outside enabled_domains gets "Domain Not Allowed" and no widget.
    const host = requestingHost(request);
    if (host !== undefined && !isDomainAllowed(host, widget.enabled_domains ?? [], config.productHosts)) {
      throw new ApiError(403, 'domain_not_allowed', 'Domain Not Allowed');
    }
    if (widget.secure_mode && !secretsEqual(request.query.security_token, widget.security_token)) {
      throw new ApiError(403, 'invalid_security_token', 'This widget needs a valid security token');
    }
    const { security_token: _secret, ...visible } = widget;
    // The launcher is drawn before any of the app (and its locale files) has loaded: its name comes with the config.
    const language = request.query.lang || widget.default_language_code || 'en';
    const { properties: theme } = widgetTheme(widget);
    return {
      ...visible,
      launcher_label: interfaceText(language, 'widget.feedback'),
      launcher_colors: { fill: theme['--cv-primary'], text: theme['--cv-on-primary'], hover: theme['--cv-secondary'] },
    };
  });

  app.post<{ Params: { nodeId: string }; Body: Record<string, unknown> }>(
    '/v2/web_widgets/:nodeId/customers/visit',
    { config: { rateLimited: true } },
    async (request) => {
      const body = request.body;
      if (typeof body !== 'object' || body === null || Array.isArray(body)) throw badRequest('The body must be a JSON object');
      const { node_id: _nodeId, external_id: externalId, user_id: userId, ...attributes } = body;
      const node = await storage.nodes.get(request.params.nodeId);
      if (!node) throw notFound(`Node "${request.params.nodeId}"`);
      for (const [name, value] of [['external_id', externalId], ['user_id', userId]] as const) {
        if (value !== undefined && value !== null && (typeof value !== 'string' || value.length > 256)) throw badRequest(`${name} must be text of at most 256 characters`);
      }
      if (JSON.stringify(attributes).length > 16_384) throw badRequest('Customer attributes are limited to 16 KB');
      const customer = await storage.customers.recordVisit({
        nodeId: node.id,
        externalId: (externalId as string | null | undefined) ?? null,
        userId: (userId as string | null | undefined) ?? null,
        attributes,
        now: clock(),
      });
      return { id: customer.id, external_id: customer.externalId, user_id: customer.userId, ...customer.attributes };
    },
  );
}
