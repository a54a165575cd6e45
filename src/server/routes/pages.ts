import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { isValidWidgetCode } from '../../lib/widget-code';
import { normaliseHost } from '../../lib/domain';
import { ERROR_CODES } from '../api-error';
import type { ServerContext } from '../context';
import { withReportingMeta } from '../observability/reporting-meta';
import { nodeView } from '../services/node-view';
import { readViewChunks, viewPreloadLinks } from '../view-preload';
import { escapeAttribute, jsonDataBlock } from '../html-text';
import { builtFiles } from '../built-files';
import { EMBEDDED_NODE_ID, type EmbeddedNode } from '../../lib/embedded-node';
import { ROUTES, pageOfScreen, type RoutePath } from '../../client/routes';

/** SPEC 2.1 routes, all exact matches, served by the respondent app. */
export const RESPONDENT_ROUTES = Object.keys(ROUTES) as RoutePath[];

const API_PREFIXES = ['/v1/', '/v2/', '/uploads/', '/socket.io/', '/integration', '/healthz', '/readyz', '/metrics'];

function withFrameAncestors(reply: FastifyReply, sources: string): void {
  const policy = String(reply.getHeader('content-security-policy') ?? '');
  reply.header('content-security-policy', policy.replace(/frame-ancestors [^;]*/, `frame-ancestors ${sources}`));
}

/** Host-page origins a widget may be framed by: its enabled_domains and their subdomains, any when the list is empty. */
export function widgetFrameAncestors(enabledDomains: readonly string[]): string {
  if (enabledDomains.length === 0) return '*';
  const hosts = enabledDomains.map(normaliseHost).filter(Boolean);
  // Any port: a site served on :8443 is still the same site to its owner.
  return ["'self'", ...hosts.flatMap((h) => [`https://${h}:*`, `https://*.${h}:*`, `http://${h}:*`, `http://*.${h}:*`])].join(' ');
}

/**
 * Serves the built client: the respondent app on the SPEC 2.1 routes, the agent console on /agent, the demo
 * host page on /demo, and hashed assets. Any other path redirects to the not-found address or the provider's
 * site (SPEC 2.1); unknown API paths answer JSON 404 instead.
 */
export function pageRoutes(app: FastifyInstance, { config, storage, clock }: ServerContext): void {
  const builtText = builtFiles((text) => text);
  const page = (name: string) => builtText(path.join(config.clientDir, name));
  const sendPage = async (reply: FastifyReply, name: string, data = '') => {
    // Data and preloads go into the head, before the title: the built pages are minified and leave out optional
    // tags like </head>, but every page has a title.
    const html = (await page(name))?.replace(/<title>/, (title) => `${data}${title}`);
    if (html === undefined) {
      return reply.status(503).type('text/plain').send(`The client is not built: run "npm run build" (missing ${name}).`);
    }
    // The provider's site is configuration (PROVIDER_SITE_EN/TR); the page reads it from these meta tags.
    const withSite = html.replace(/(<meta name="?canvass:provider-site-(en|tr)"? content)(="")?/g, (_m, start: string, language: 'en' | 'tr') => `${start}="${escapeAttribute(config.providerSite[language])}"`);
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(withReportingMeta(withSite, config));
  };

  /**
   * A hosted flow page carries the answer its node call would get (GET /v1/nodes/{id} with the page's signature and
   * responses) and preloads its first state's question views, so the respondent's browser starts without those
   * round trips (issue #9). Anything but a node to show embeds nothing: the page then calls the API, which answers
   * the error as usual.
   */
  const embeddedNode = async (query: Record<string, unknown>) => {
    const text = (name: string) => (typeof query[name] === 'string' ? (query[name] as string) : undefined);
    const [nodeId, signature, responses, isPreview] = ['node_id', 'signature', 'responses', 'isPreview'].map(text);
    if (!nodeId || isPreview === 'true' || isPreview === '1') return '';
    try {
      const node = await storage.nodes.get(nodeId);
      if (!node) return '';
      const answer = await nodeView(storage, node, { signature, responses, now: clock() });
      const embedded: EmbeddedNode = { node_id: nodeId, signature: signature ?? null, responses: responses ?? null, node: answer };
      const data = jsonDataBlock(EMBEDDED_NODE_ID, embedded);
      return data + viewPreloadLinks(await readViewChunks(config.clientDir), answer.flow);
    } catch (error) {
      app.log.warn({ err: error, nodeId }, 'node not embedded in its page; the page will call the API');
      return '';
    }
  };

  if (existsSync(config.clientDir)) {
    // wildcard: files are looked up per request, so a rebuilt client is served without a restart. preCompressed:
    // the build writes .br and .gz beside each script, style and page (.parcelrc), sent by the browser's choice.
    app.register(fastifyStatic, { root: config.clientDir, prefix: '/', index: false, wildcard: true, maxAge: '1y', immutable: true, preCompressed: true });
  }

  for (const route of RESPONDENT_ROUTES) {
    app.get(route, async (request, reply) => {
      if (route === '/widget') {
        const code = (request.query as { code?: string }).code;
        const widget = isValidWidgetCode(code) ? await storage.widgets.get(code) : undefined;
        withFrameAncestors(reply, widget ? widgetFrameAncestors(widget.enabled_domains ?? []) : "'self'");
      } else {
        // Flows and chats are embeddable anywhere (SPEC 2.1 /flow_preview runs inside a widget frame).
        withFrameAncestors(reply, '*');
      }
      return sendPage(reply, pageOfScreen(ROUTES[route].screen), route === '/feedback' || route === '/web_feedback' ? await embeddedNode(request.query as Record<string, unknown>) : '');
    });
  }
  app.get('/agent', async (_request, reply) => {
    reply.header('x-frame-options', 'DENY');
    return sendPage(reply, 'agent/agent.html');
  });
  app.get('/demo', async (_request, reply) => sendPage(reply, 'demo/demo.html'));

  // The loader keeps one address for every host page's snippet; a short cache lets fixes reach sites soon.
  app.get('/loader.js', async (_request, reply) => {
    const loader = await builtText(path.join(config.clientDir, 'widget', 'loader', 'loader.js'));
    if (loader === undefined) return reply.status(503).type('text/plain').send('The client is not built: run "npm run build".');
    return reply.type('text/javascript; charset=utf-8').header('cache-control', 'public, max-age=300').send(loader);
  });

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    // API calls and missing files (a stale chunk name) answer 404; only page-like paths redirect.
    if (request.method !== 'GET' || API_PREFIXES.some((prefix) => pathname.startsWith(prefix)) || /\.[a-z0-9]{1,8}$/i.test(pathname)) {
      return reply.status(404).send({ code: ERROR_CODES.not_found, error: 'not_found', message: `No ${request.method} ${pathname}` });
    }
    return reply.redirect(config.notFoundUrl ?? config.providerSite.en, 302);
  });
}
