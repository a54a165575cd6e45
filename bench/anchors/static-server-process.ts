// An anchor's static server in a process of its own (forked by bench/screen.ts), like Canvass's: serves BENCH_ROOT.
import { serveFolder } from './static-server';
import { serveParent } from '../child-process';

const server = await serveFolder(process.env.BENCH_ROOT!);
serveParent({ url: server.url }, () => server.close());
