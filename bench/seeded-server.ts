// A Canvass server with the test node and flow, in a process of its own (forked by bench/server.ts and
// bench/hot-paths.ts), so the load generator and the 1,000 bench sockets do not share its event loop: they get the
// machine's other core, as clients on other machines would. Serves the built client of BENCH_CLIENT_DIR when given.
// Tells its parent where it listens; answers "count" with the stored feedbacks; "stop" ends it. With
// BENCH_RESULTS=switch, "results on" and "results off" switch whether the next saves keep their results (bench:server's
// results on ÷ off within one server), answered once the switch is made.
import { startTestServer } from '../tests/server/harness';
import { seedTestData } from '../tests/server/fixtures';
import { serveParent } from './child-process';

const clientDir = process.env.BENCH_CLIENT_DIR;
const results = { on: process.env.BENCH_RESULTS !== 'off' };
const server = await startTestServer({
  driver: process.env.BENCH_DRIVER === 'postgres' ? 'postgres' : 'sqlite',
  // Submits carry their real times, as in production (a fixed clock gives every feedback the same instant).
  wallClock: true,
  keepResults: process.env.BENCH_RESULTS === 'switch' ? () => results.on : results.on,
  // The bench's clients all come from 127.0.0.1: the per-address caps that keep one abuser out (issue #25) would
  // refuse the 1,000 and 10,000 fan-out sockets (and leave their subscribe waiting forever), so they are off here.
  env: {
    RATE_LIMIT_PER_MINUTE: '100000000', CONNECTIONS_PER_ADDRESS: '0', SOCKETS_PER_ADDRESS: '0', SOCKET_SUBSCRIBES_PER_MINUTE: '100000000',
    ...(clientDir ? { CLIENT_DIR: clientDir } : {}),
  },
});
await seedTestData(server.storage);
serveParent({ url: server.url, agentToken: server.config.agentToken }, () => server.stop(), (message) => {
  if (message === 'count') void server.storage.feedbacks.count().then((count) => process.send?.({ count }));
  if (message === 'results on' || message === 'results off') {
    results.on = message === 'results on';
    const cpu = process.cpuUsage();
    process.send?.({ results: results.on, cpuMicros: cpu.user + cpu.system });
  }
});
