import { forkServer } from './child-process';
import { launchBrowser } from '../tests/e2e/browser';
const s = await forkServer<{ url: string }>(new URL('./screen-server.ts', import.meta.url), { BENCH_CLIENT_DIR: process.cwd() + '/dist/client' });
const origin = s.ready.url.replace('127.0.0.1', 'localhost');
const browser = await launchBrowser();
for (const path of ['/feedback?node_id=demo-node', '/widget?code=PSN-DEMO001', '/feedback?node_id=demo-node', '/widget?code=PSN-DEMO001', '/feedback?node_id=demo-node', '/widget?code=PSN-DEMO001']) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(origin + path);
  await page.locator('[data-question-id] [role="radio"]').first().waitFor();
  await page.waitForTimeout(800);
  const t = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const fp = performance.getEntriesByType('paint')[0]?.startTime ?? -1;
    return [nav.requestStart, nav.responseStart, nav.responseEnd, nav.domInteractive, fp, nav.domContentLoadedEventEnd].map(Math.round);
  });
  console.log(path.padEnd(30), 'req', t[0], 'respStart', t[1], 'respEnd', t[2], 'domInteractive', t[3], 'FP', t[4], 'DCL', t[5]);
  await context.close();
}
await browser.close(); await s.stop(); process.exit(0);
