// The real server with the demo seeded, and a host page on another origin for the widget, for the engine journeys.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { seedDemoIfEmpty } from '../../../src/server/seed/seed-demo';
import { startTestServer, type TestServer } from '../../server/harness';
import { until, type Scope } from './page';

export interface JourneyServer {
  server: TestServer;
  /** A page on another origin than the server (127.0.0.1 vs localhost), as a customer's site embedding the widget. */
  hostUrl: string;
  /** The completed and partial feedbacks of one flow, newest first. */
  stored(flowId?: string): Promise<Awaited<ReturnType<TestServer['storage']['feedbacks']['list']>>>;
  close(): Promise<void>;
}

export async function startJourneyServer(): Promise<JourneyServer> {
  const server = await startTestServer({ now: Date.now() });
  server.clock.now = Date.now();
  await seedDemoIfEmpty(server.storage, Date.now());
  const canvass = server.url.replace('127.0.0.1', 'localhost');
  const host: Server = createServer((req, res) => {
    const query = new URL(req.url ?? '/', 'http://host').searchParams;
    const code = query.get('code') ?? 'PSN-DEMO001';
    // ?cold: the page opts out of preparing the frame before the first opening (CanvassSettings.prewarm).
    const settings = query.has('cold') ? '<script>window.CanvassSettings={prewarm:false};</script>' : '';
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Host shop</title></head>
<body><main><h1>Host shop</h1><label for="search">Search</label> <input id="search"></main>
<script>window.events=[];window.addEventListener('canvass:event',e=>window.events.push(e.detail.type));</script>${settings}
<script async src="${canvass}/loader.js" data-canvass-code="${code}"></script></body></html>`);
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  return {
    server,
    hostUrl: `http://127.0.0.1:${(host.address() as AddressInfo).port}`,
    stored: async (flowId = 'demo-flow') => (await server.storage.feedbacks.list({ limit: 200 })).filter((f) => f.flowId === flowId),
    async close() {
      host.close();
      await server.stop();
    },
  };
}

/**
 * SPEC 2.2: an instant answer (a point, an option, a star) scrolls smoothly to the next question 100 ms later. Waits
 * until the page is there, so a pointer aimed further down is not moved away from its target as it clicks.
 */
export async function scrolledTo(scope: Scope, questionId: string): Promise<void> {
  await until(() => scope.evaluate((id) => {
    const question = document.querySelector(`[data-question-id="${id}"]`);
    const page = document.scrollingElement;
    if (!question || !page) return false;
    const padding = parseFloat(getComputedStyle(document.documentElement).scrollPaddingBlockStart) || 0;
    const target = Math.max(0, Math.min(question.getBoundingClientRect().top + page.scrollTop - padding, page.scrollHeight - page.clientHeight));
    return Math.abs(page.scrollTop - target) <= 1;
  }, questionId), `the scroll to ${questionId}`);
}
