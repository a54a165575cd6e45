import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { isValidWidgetCode } from '../../lib/widget-code';
import { normaliseHost } from '../../lib/domain';
import { ERROR_CODES } from '../api-error';
import type { ServerContext } from '../context';
import { withReportingMeta } from '../observability/reporting-meta';

/** SPEC 2.1 routes, all exact matches, served by the respondent app. */
export const RESPONDENT_ROUTES = ['/web_flow_preview', '/flow_preview', '/feedback', '/web_feedback', '/chat', '/widget'] as const;
const API_PREFIXES = ['/v1/', '/v2/', '/uploads/', '/socket.io/', '/integration', '/healthz', '/readyz', '/metrics'];

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

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
export function pageRoutes(app: FastifyInstance, { config, storage }: ServerContext): void {
  const page = (name: string) => {
    const file = path.join(config.clientDir, name);
    return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
  };
  const sendPage = (reply: FastifyReply, name: string) => {
    const html = page(name);
    if (html === undefined) {
      return reply.status(503).type('text/plain').send(`The client is not built: run "npm run build" (missing ${name}).`);
    }
    // The provider's site is configuration (PROVIDER_SITE_EN/TR); the page reads it from these meta tags.
    const withSite = html.replace(/(<meta name="?canvass:provider-site-(en|tr)"? content)(="")?/g, (_m, start: string, language: 'en' | 'tr') => `${start}="${escapeAttribute(config.providerSite[language])}"`);
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(withReportingMeta(withSite, config));
  };

  if (existsSync(config.clientDir)) {
    // wildcard: files are looked up per request, so a rebuilt client is served without a restart.
    app.register(fastifyStatic, { root: config.clientDir, prefix: '/', index: false, wildcard: true, maxAge: '1y', immutable: true });
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
      return sendPage(reply, 'client/index.html');
    });
  }
  app.get('/agent', async (_request, reply) => {
    reply.header('x-frame-options', 'DENY');
    return sendPage(reply, 'agent/agent.html');
  });
  app.get('/demo', async (_request, reply) => sendPage(reply, 'demo/demo.html'));

  // The loader keeps one address for every host page's snippet; a short cache lets fixes reach sites soon.
  app.get('/loader.js', async (_request, reply) => {
    const file = path.join(config.clientDir, 'widget', 'loader', 'loader.js');
    if (!existsSync(file)) return reply.status(503).type('text/plain').send('The client is not built: run "npm run build".');
    return reply.type('text/javascript; charset=utf-8').header('cache-control', 'public, max-age=300').send(readFileSync(file, 'utf8'));
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
