// The server of the editor bench (bench/editor-open.ts), in a process of its own so the browser driver never shares
// its event loop: the built client from BENCH_CLIENT_DIR on SQLite, its first owner made through the setup link,
// and the 200 x 20 workload flow created as a draft through the management API (validated there as any flow is).
// Tells its parent where it listens, the flow's id and the owner's credentials for the browser's sign-in.
import { toCanvassFlow } from './adapters/canvass-flow';
import { serveParent } from './child-process';
import { generateWorkload } from './workload';
import { OWNER, setupOwner, withSession } from '../tests/server/accounts-helpers';
import { call, startTestServer } from '../tests/server/harness';

const pages = Number(process.env.BENCH_PAGES ?? 200);
const perPage = Number(process.env.BENCH_PER_PAGE ?? 20);
const server = await startTestServer({
  now: Date.now(),
  // A 200 x 20 flow is 1.15 MB of JSON, over the default 1 MB body limit (BODY_LIMIT_BYTES): without this its
  // creation and every autosave of it would be refused with 413 (README "Benchmarks", editor).
  env: { CLIENT_DIR: process.env.BENCH_CLIENT_DIR!, BODY_LIMIT_BYTES: String(8 * 1024 * 1024) },
});
server.clock.now = Date.now();
const owner = await setupOwner(server);
const flow = { ...toCanvassFlow(generateWorkload(pages, perPage)), name: `Bench ${pages} x ${perPage}` };
const created = await call(server, 'POST', '/v1/manage/flows', flow, withSession(owner));
if (created.status !== 201) throw new Error(`the bench flow was refused: ${created.status} ${created.text.slice(0, 500)}`);
serveParent({
  url: server.url,
  flowId: flow.id,
  flowName: flow.name,
  flowBytes: JSON.stringify(flow).length,
  pageCount: flow.states.length,
  email: OWNER.email,
  password: OWNER.password,
}, () => server.stop());
