// An anchor's static server in a process of its own (forked by bench/screen.ts), like Canvass's: serves BENCH_ROOT.
import { serveFolder } from './static-server';

const server = await serveFolder(process.env.BENCH_ROOT!);
process.send?.({ url: server.url });
process.on('message', (message) => {
  if (message === 'stop') void server.close().then(() => process.exit(0));
});
