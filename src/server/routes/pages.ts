import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { isValidWidgetCode } from '../../lib/widget-code';
import { normaliseHost } from '../../lib/domain';
import { ApiError, ERROR_CODES } from '../api-error';
import type { ServerContext } from '../context';
import { withReportingMeta } from '../observability/reporting-meta';
import { currentFlowOf, nodeView } from '../services/node-view';
import { browserFlow, servableFlow } from '../services/flow-access';
import { sha256 } from '../services/tokens';
import { PREVIEW_NODE } from '../../flow/load-flow';
import type { StoredNode } from '../storage/storage';
import { renderedFirstStates, renderWidgetFirstState } from '../pages/rendered-first-states';
import { EMBEDDED_WIDGET_ID } from '../../lib/embedded-widget';
import { widgetConfigAnswer } from '../services/served-widget-config';
import type { ServedWidgetConfig } from '../../widget/loader/settings';
import { checkWidgetAccess } from '../services/widget-access';
import { pageThemes } from '../pages/page-themes';
import { nodePageTheme } from '../../lib/node-page-theme';
import type { PageTheme } from '../../lib/page-theme';
import type { RenderedFirstState } from '../pages/first-state';
import { readViewChunks, viewPreloadLinks } from '../view-preload';
import { screenPreloadLinks } from '../screen-preload';
import { escapeAttribute, escapeHtml, jsonDataBlock } from '../html-text';
import { builtFiles } from '../built-files';
import { EMBEDDED_NODE_ID, type EmbeddedNode } from '../../lib/embedded-node';
import { ROUTES, pageOfScreen, type RoutePath } from '../../client/routes';
import { FAVICON_SVG } from '../../lib/favicon';
import { acceptedLanguage } from '../services/accept-language';
import { messagePage } from '../pages/message-page';
import { pageSender } from '../pages/served-pages';
import { inlinedPages } from '../pages/inline-assets';
import type { NodeConfig, WidgetConfig } from '../../types/schemas';
import { widgetPreviewPage } from '../pages/widget-preview-page';
import { principalFromSession, SESSION_COOKIE } from '../accounts/authenticate';
import { roleMay } from '../accounts/roles';

/**
 * A built page with its first state drawn in: the markup in the root (marked, so the page's script hydrates it rather
 * than drawing afresh), and the document's language, direction and title as the page would set them, so nothing
 * moves or changes when the script takes over.
 */
function withFirstState(html: string, { html: markup, lang, dir, title }: RenderedFirstState): string {
  return html
    .replace(/<html[^>]*>/, `<html lang="${escapeAttribute(lang)}" dir="${dir}">`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace(/<div id="?root"?><\/div>/, () => `<div id="root" data-first-state="">${markup}</div>`);
}

/**
 * Preloads and stylesheets go into the head, before the title: the built pages are minified and leave out optional
 * tags like </head>, but every page has a title. The node's data block goes at the very end (the tail): only the
 * module scripts read it, once the document is parsed, and the drawn first state and the script that holds early
 * taps on it (client/early-taps.ts) are parsed and run without waiting for the whole flow to arrive (issue #21).
 */
const withHead = (html: string, head: string) => (head === '' ? html : html.replace(/<title>/, (title) => `${head}${title}`));

/** What a page gets added: links in its head, data at its end (a hosted flow page's node), and its caching. */
interface PageAdditions {
  head?: string;
  tail?: string;
  /** `no-cache` unless the page's headers are one session's (the console's). */
  cacheControl?: string;
}

/** The node a preview's renders are kept under (rendered-first-states.ts): the flow object keys them within it. */
const PREVIEW_STORED = Object.freeze({ id: 'PREVIEW' }) as StoredNode;

/** Draws a page's first state, kept per node, flow and language (pages/rendered-first-states.ts). */
type FirstStateDrawer = ReturnType<typeof renderedFirstStates>;

/** A flow id as the console's API client writes it into a path unchanged (encodeURIComponent leaves these alone). */
const EDITOR_PATH = /^\/console\/flows\/([A-Za-z0-9_~-][A-Za-z0-9._~-]{0,127})$/;

/**
 * The console at /console/flows/<id> for a session that may read flows: a Link header that starts the draft's GET
 * with the page (issue #18), instead of after console.js has loaded and run. It names only the address's own flow,
 * and the console's fetch takes it up: same URL, and `crossorigin` (anonymous) is credentials mode "same-origin",
 * the API client's, which sends the session cookie to its own origin. Nothing for anyone else, nor on a failed check.
 */
async function draftPreload(request: FastifyRequest, context: ServerContext): Promise<string | undefined> {
  const flowId = EDITOR_PATH.exec(request.url)?.[1];
  const sessionId = request.cookies?.[SESSION_COOKIE];
  if (!flowId || !sessionId || request.headers.authorization !== undefined) return undefined;
  const { principal } = await principalFromSession(sessionId, context).catch(() => ({ principal: undefined }));
  if (!principal || !roleMay(principal.role, 'content:read')) return undefined;
  return `</v1/manage/flows/${flowId}>; rel=preload; as=fetch; crossorigin`;
}

/**
 * The console's pages are the same bytes for everyone, but their headers are one session's: the draft preload above
 * is sent only to a session that may read flows. `private` keeps every shared cache (a CDN, a caching proxy) from
 * storing the answer and handing that header to another user or after sign-out; `no-cache` still has the browser
 * revalidate (a 304 while the page is unchanged). Not `Vary: Cookie`: CDNs honour it unevenly (several key only on
 * the cookies they are configured to forward, whatever the header says), and it would key on every cookie of the
 * site rather than on the session. In the browser's own cache a Link kept after sign-out only starts a fetch with
 * the current cookies, which the API answers as it would answer the console's own call.
 */
const CONSOLE_CACHE_CONTROL = 'private, no-cache';

/** SPEC 2.1 routes, all exact matches, served by the respondent app. */
export const RESPONDENT_ROUTES = Object.keys(ROUTES) as RoutePath[];

const API_PREFIXES = ['/v1/', '/v2/', '/uploads/', '/socket.io/', '/integration', '/healthz', '/readyz', '/metrics'];

function withFrameAncestors(reply: FastifyReply, sources: string): void {
  const policy = String(reply.getHeader('content-security-policy') ?? '');
  reply.header('content-security-policy', policy.replace(/frame-ancestors [^;]*/, `frame-ancestors ${sources}`));
}

/** Host-page origins a widget may be framed by: its enabled_domains and their subdomains, any when the list is empty. */
function widgetFrameAncestors(enabledDomains: readonly string[]): string {
  if (enabledDomains.length === 0) return '*';
  const hosts = enabledDomains.map(normaliseHost).filter(Boolean);
  // Any port: a site served on :8443 is still the same site to its owner.
  return ["'self'", ...hosts.flatMap((h) => [`https://${h}:*`, `https://*.${h}:*`, `http://${h}:*`, `http://*.${h}:*`])].join(' ');
}

/**
 * Serves the built client: the respondent app on the SPEC 2.1 routes, the agent console on /agent, the provider
 * console on /console and every address under it, the demo host page on /demo, and hashed assets. Any other path
 * redirects to NOT_FOUND_URL when it is set, and otherwise answers our own 404 page; a respondent address that
 * cannot work (a required parameter missing, an unknown widget code) answers a page that says so (issue #16, README
 * Decisions). Unknown API paths answer JSON 404.
 */
export function pageRoutes(app: FastifyInstance, context: ServerContext): void {
  const { config, storage, clock, plugins } = context;
  // The provider's site (PROVIDER_SITE_EN/TR) and the reporting settings are configuration: written into each built
  // page once, when it is read, not per request (issue #21). The page reads them from these meta tags.
  const builtPage = builtFiles((text) => withReportingMeta(text.replace(/(<meta name="?canvass:provider-site-(en|tr)"? content)(="")?/g, (_m, start: string, language: 'en' | 'tr') => `${start}="${escapeAttribute(config.providerSite[language])}"`), config));
  const page = (name: string) => builtPage(path.join(config.clientDir, name));
  const sendText = pageSender();
  const inlined = inlinedPages(config.clientDir);
  /**
   * A drawn page's text by its parts (issue #21): the built page, its head and tail, and the first state drawn into
   * it. A campaign sends thousands to one node's page, whose parts are the same objects request after request (the
   * first state kept per node and flow object, the node's data block per answer object), so the page is composed
   * once and handed out as the same string: pageSender then finds its compressed answer by a hash V8 keeps on the
   * string, instead of composing 28 KB and hashing it again per request. A changed part (a rebuilt page, an edited
   * node or flow) composes anew; an entry goes with the first state it belongs to.
   */
  const composedPages = new WeakMap<RenderedFirstState, { name: string; built: string; head: string; tail: string; html: string; hashes: readonly string[] }>();

  const sendPage = async (reply: FastifyReply, name: string, { head = '', tail = '', cacheControl }: PageAdditions = {}, firstState?: RenderedFirstState) => {
    const built = await page(name);
    if (built === undefined) {
      return reply.status(503).type('text/plain').send(`The client is not built: run "npm run build" (missing ${name}).`);
    }
    if (!firstState) return sendText(reply, `${withHead(built, head)}${tail}`, cacheControl);
    let composed = composedPages.get(firstState);
    if (!composed || composed.name !== name || composed.built !== built || composed.head !== head || composed.tail !== tail) {
      // A drawn first state paints from the HTML alone: its styles are in it, and so is the script that holds taps
      // made on it before React listens, allowed by its hash (pages/inline-assets.ts), inlined once per page.
      const inlinedPage = await inlined(withHead(built, head));
      composed = { name, built, head, tail, html: withFirstState(`${inlinedPage.html}${tail}`, firstState), hashes: inlinedPage.hashes };
      composedPages.set(firstState, composed);
    }
    if (composed.hashes.length > 0) {
      const policy = String(reply.getHeader('content-security-policy') ?? '');
      reply.header('content-security-policy', policy.replace(/script-src ([^;]*)/, (directive) => `${directive} ${composed.hashes.join(' ')}`));
    }
    return sendText(reply, composed.html, cacheControl);
  };

  const firstStates = renderedFirstStates({ plugins, providerSites: config.providerSite });
  const themeOf = pageThemes();
  const previewTheme = nodePageTheme(PREVIEW_NODE);

  /**
   * The page's data block: the node answer as GET /v1/nodes/{id} would give it, with its theme (itself one per
   * answer object, pageThemes). One string per answer object for the campaign link without signature or responses
   * (the answer is one frozen object per node, flow and verdict), so the same page does not serialise its flow again
   * per request (issue #21); a respondent's own link is made each time.
   */
  const dataBlocks = new WeakMap<NodeConfig, { nodeId: string; block: string }>();
  const embeddedNodeBlock = (nodeId: string, signature: string | undefined, responses: string | undefined, answer: NodeConfig, theme: PageTheme): string => {
    const shared = signature === undefined && responses === undefined;
    const known = shared ? dataBlocks.get(answer) : undefined;
    if (known?.nodeId === nodeId) return known.block;
    const embedded: EmbeddedNode = { node_id: nodeId, signature: signature ?? null, responses: responses ?? null, node: answer, theme };
    const block = jsonDataBlock(EMBEDDED_NODE_ID, embedded);
    if (shared) dataBlocks.set(answer, { nodeId, block });
    return block;
  };

  /**
   * A hosted flow page carries the answer its node call would get (GET /v1/nodes/{id} with the page's signature and
   * responses) and preloads its first state's question views, so the respondent's browser starts without those
   * round trips (issue #9). Anything but a node to show embeds nothing: the page then calls the API, which answers
   * the error as usual.
   */
  const embeddedNode = async (query: Record<string, unknown>): Promise<{ data: PageAdditions; firstState?: RenderedFirstState }> => {
    const text = (name: string) => (typeof query[name] === 'string' ? (query[name] as string) : undefined);
    const [nodeId, signature, responses, isPreview, lang] = ['node_id', 'signature', 'responses', 'isPreview', 'lang'].map(text);
    if (!nodeId || isPreview === 'true' || isPreview === '1') return { data: {} };
    try {
      const node = await storage.nodes.get(nodeId);
      if (!node) return { data: {} };
      const { head, block, firstState } = await nodePageParts(node, { signature, responses, lang }, firstStates);
      return { data: { head, tail: block }, firstState };
    } catch (error) {
      app.log.warn({ err: error, nodeId }, 'node not embedded in its page; the page will call the API');
      return { data: {} };
    }
  };

  /**
   * What a page showing a node carries (the hosted flow page, the widget frame): the node answer as GET
   * /v1/nodes/{id} with the page's signature and responses would give it, in its data block with its theme (the
   * theme the first state is drawn in goes with the node, so the page wears it without the theme code); the first
   * state drawn by `draw`, or none when it cannot be (the page then starts as before, empty); and the links to its
   * views, stylesheets too when drawn (no shift when the views arrive).
   */
  const nodePageParts = async (node: StoredNode, { signature, responses, lang }: { signature?: string; responses?: string; lang?: string }, draw: FirstStateDrawer) => {
    const now = clock();
    const answer = await nodeView(storage, node, { signature, responses, now });
    const theme = themeOf(answer);
    const block = embeddedNodeBlock(node.id, signature, responses, answer, theme);
    const firstState = await draw({ stored: node, storedFlow: answer.flow ? await currentFlowOf(storage, node, now) : undefined, answer, theme, lang, responses, now }).catch((error: unknown) => {
      app.log.warn({ err: error, nodeId: node.id }, 'first state not drawn into its page; the browser will draw it');
      return undefined;
    });
    const head = viewPreloadLinks(await readViewChunks(config.clientDir), answer.flow, plugins, { stylesheets: firstState !== undefined });
    return { head, block, firstState };
  };

  /**
   * A preview page's first state, drawn for whom may see the flow (the holder of its preview token, or anyone when a
   * node shows it), as GET /v1/flows/{id} decides; the page still asks that call for the flow, and hydrates once it
   * has it. Nothing for anyone else: their page asks the API and shows its refusal, as before.
   */
  const previewFirstState = async (query: Record<string, unknown>): Promise<{ data: PageAdditions; firstState?: RenderedFirstState }> => {
    const text = (name: string) => (typeof query[name] === 'string' && query[name] !== '' ? (query[name] as string) : undefined);
    const [flowId, previewToken, lang, responses] = ['flow_id', 'preview_token', 'lang', 'responses'].map(text);
    if (!flowId) return { data: {} };
    try {
      const now = clock();
      const stored = await servableFlow(storage, flowId, { previewTokenHash: previewToken ? sha256(previewToken) : undefined, now });
      if (!stored) return { data: {} };
      const flow = browserFlow(stored.flow);
      const firstState = await firstStates({ stored: PREVIEW_STORED, storedFlow: stored.flow, answer: { ...PREVIEW_NODE, flow }, theme: previewTheme, lang, responses, now, preview: true });
      if (!firstState) return { data: {} };
      return { data: { head: viewPreloadLinks(await readViewChunks(config.clientDir), flow, plugins, { stylesheets: true }) }, firstState };
    } catch (error) {
      app.log.warn({ err: error, flowId }, 'preview not drawn into its page; the browser will draw it');
      return { data: {} };
    }
  };

  /**
   * The widget frame's first state (issue #21), drawn per widget object of the read cache (its header, theme and
   * language are the widget's) and within it per node and flow object, like the hosted pages'; the frame's data
   * blocks are the configuration its API call would answer and the node answer, one string each per object.
   */
  const widgetFirstStates = new WeakMap<WidgetConfig, FirstStateDrawer>();
  const widgetBlocks = new WeakMap<WidgetConfig, { config: ServedWidgetConfig; block: string }>();

  /**
   * A widget frame drawn by the server: its first question paints from the HTML the click loads, as the hosted page's
   * does, instead of after the frame's scripts, the host's CV_INIT, the configuration and the node (issue #21). Only
   * where the frame's own calls would succeed without the host's context: not for secure_mode (the token comes with
   * CV_INIT) nor for a host outside enabled_domains; those frames start as before, empty, and call the API.
   */
  const drawnWidget = async (request: FastifyRequest, widget: WidgetConfig): Promise<{ data: PageAdditions; firstState?: RenderedFirstState }> => {
    if (widget.secure_mode) return { data: {} };
    try {
      checkWidgetAccess(request, widget, undefined, config.productHosts);
      const node = await storage.nodes.get(widget.node_id);
      if (!node) return { data: {} };
      let served = widgetBlocks.get(widget);
      if (!served) {
        const configAnswer = widgetConfigAnswer(widget, widget.default_language_code || 'en');
        widgetBlocks.set(widget, (served = { config: configAnswer, block: jsonDataBlock(EMBEDDED_WIDGET_ID, configAnswer) }));
      }
      const shown = served.config;
      let states = widgetFirstStates.get(widget);
      if (!states) widgetFirstStates.set(widget, (states = renderedFirstStates({ plugins, providerSites: config.providerSite, draw: (input) => renderWidgetFirstState({ ...input, widget: shown }) })));
      const { head, block, firstState } = await nodePageParts(node, {}, states);
      // An undrawn frame embeds nothing either: it starts as frames of other hosts do, calling the API.
      if (!firstState) return { data: {} };
      return { data: { head, tail: `${served.block}${block}` }, firstState };
    } catch (error) {
      if (!(error instanceof ApiError)) app.log.warn({ err: error, code: widget.code }, 'widget frame not drawn; the browser will draw it');
      return { data: {} };
    }
  };

  /** frame-ancestors of a hosted page: its node's widgets' domains (any host when one widget has none), else 'self'. */
  const hostedPageAncestors = async (route: RoutePath, query: Record<string, unknown>): Promise<string> => {
    let nodeId = typeof query.node_id === 'string' ? query.node_id : undefined;
    if (route === '/chat' && typeof query.feedback_id === 'string') nodeId = (await storage.feedbacks.get(query.feedback_id).catch(() => undefined))?.nodeId;
    if (route === '/web_flow_preview' || route === '/flow_preview' || !nodeId) return "'self'";
    const widgets = await storage.widgets.listOfNode(nodeId).catch(() => []);
    if (widgets.length === 0) return "'self'";
    if (widgets.some((widget) => (widget.enabled_domains ?? []).length === 0)) return '*';
    // Once per list: the widgets read cache hands out one list object until a widget changes (issue #21).
    let sources = ancestorsOfWidgets.get(widgets);
    if (sources === undefined) ancestorsOfWidgets.set(widgets, (sources = widgetFrameAncestors(widgets.flatMap((widget) => widget.enabled_domains ?? []))));
    return sources;
  };
  const ancestorsOfWidgets = new WeakMap<readonly WidgetConfig[], string>();
  /** The widget frame's frame-ancestors, once per widget object: working them out was 3 % of a /widget request. */
  const frameAncestorsOfWidget = (widget: WidgetConfig): string => {
    let sources = ancestorsOfWidget.get(widget);
    if (sources === undefined) ancestorsOfWidget.set(widget, (sources = widgetFrameAncestors(widget.enabled_domains ?? [])));
    return sources;
  };
  const ancestorsOfWidget = new WeakMap<WidgetConfig, string>();

  if (existsSync(config.clientDir)) {
    // wildcard: files are looked up per request, so a rebuilt client is served without a restart. preCompressed:
    // the build writes .br and .gz beside each script, style and page (.parcelrc), sent by the browser's choice.
    app.register(fastifyStatic, { root: config.clientDir, prefix: '/', index: false, wildcard: true, maxAge: '1y', immutable: true, preCompressed: true });
  }

  /** A page of our own in the browser's language, in place of a blank page or a redirect to nowhere. */
  const sendMessagePage = (request: FastifyRequest, reply: FastifyReply, titleKey: string, bodyKey: string) => {
    const language = acceptedLanguage(request.headers['accept-language']);
    const site = language === 'tr' ? config.providerSite.tr : config.providerSite.en;
    return reply.status(404).type('text/html; charset=utf-8').header('cache-control', 'no-cache').header('content-language', language)
      .send(messagePage({ language, titleKey, bodyKey, providerSite: site }));
  };

  for (const route of RESPONDENT_ROUTES) {
    app.get(route, async (request, reply) => {
      const query = request.query as Record<string, unknown>;
      if (!ROUTES[route].required.every((name) => typeof query[name] === 'string' && query[name] !== '')) {
        return sendMessagePage(request, reply, 'errors.notFound', 'errors.wrongUrlError');
      }
      if (route === '/widget') {
        const code = query.code;
        const widget = isValidWidgetCode(code) ? await storage.widgets.get(code) : undefined;
        if (!widget) return sendMessagePage(request, reply, 'errors.notFound', 'errors.wrongUrlError');
        withFrameAncestors(reply, frameAncestorsOfWidget(widget));
        const { data, firstState } = await drawnWidget(request, widget);
        return sendPage(reply, pageOfScreen(ROUTES[route].screen), data, firstState);
      } else {
        // Issue #25 finding 10: a hosted flow or chat is framed only by its own origin (the widget frame, previews)
        // and by the hosts the node's widgets allow; never by any site.
        withFrameAncestors(reply, await hostedPageAncestors(route, query));
      }
      const drawn = route === '/feedback' || route === '/web_feedback' ? embeddedNode : route === '/flow_preview' || route === '/web_flow_preview' ? previewFirstState : undefined;
      if (!drawn) return sendPage(reply, pageOfScreen(ROUTES[route].screen));
      const { data, firstState } = await drawn(request.query as Record<string, unknown>);
      return sendPage(reply, pageOfScreen(ROUTES[route].screen), data, firstState);
    });
  }
  app.get('/agent', async (_request, reply) => {
    reply.header('x-frame-options', 'DENY');
    return sendPage(reply, 'agent/agent.html');
  });
  // The provider console (issue #17) routes in the browser: every address under /console is the same page.
  const sendConsole = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('x-frame-options', 'DENY');
    const draft = await draftPreload(request, context);
    if (!draft) return sendPage(reply, 'console/console.html', { cacheControl: CONSOLE_CACHE_CONTROL });
    // The editor will open: its draft and its lazy chunk are fetched with the page, beside console.js (issue #18).
    reply.header('link', draft);
    return sendPage(reply, 'console/console.html', { cacheControl: CONSOLE_CACHE_CONTROL, head: await screenPreloadLinks(config.clientDir, 'flow-editor') });
  };
  app.get('/console', sendConsole);
  app.get('/console/*', sendConsole);
  app.get('/demo', async (_request, reply) => sendPage(reply, 'demo/demo.html'));
  // The console's widget preview frames this page (frame-ancestors 'self'): a sample host page with the real snippet.
  app.get<{ Params: { code: string } }>('/widget-preview/:code', async (request, reply) => {
    const { code } = request.params;
    if (!isValidWidgetCode(code) || !(await storage.widgets.get(code))) return sendMessagePage(request, reply, 'errors.notFound', 'errors.wrongUrlError');
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(widgetPreviewPage(code, acceptedLanguage(request.headers['accept-language'])));
  });

  // Pages link the icon as a data URL; these answer clients that ask for it by name anyway (no 404 in a console).
  for (const name of ['/favicon.ico', '/favicon.svg']) {
    app.get(name, async (_request, reply) => reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(FAVICON_SVG));
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    // API calls and missing files (a stale chunk name) answer 404; only page-like paths redirect.
    if (request.method !== 'GET' || API_PREFIXES.some((prefix) => pathname.startsWith(prefix)) || /\.[a-z0-9]{1,8}$/i.test(pathname)) {
      return reply.status(404).send({ code: ERROR_CODES.not_found, error: 'not_found', message: `No ${request.method} ${pathname}` });
    }
    // SPEC 2.1 redirects unknown paths; without a NOT_FOUND_URL there is nowhere real to go (issue #16).
    if (config.notFoundUrl) return reply.redirect(config.notFoundUrl, 302);
    return sendMessagePage(request, reply, 'errors.notFound', 'errors.wrongUrlError');
  });
}
