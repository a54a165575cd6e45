// The physical reference of the hot-path bench (issue #21): a bare Fastify route answering a constant 500-byte JSON,
// with no logging, in a process of its own like the Canvass server beside it.
import Fastify from 'fastify';
import { serveParent } from './child-process';

const app = Fastify({ logger: false });
const answer = JSON.stringify({ code: 'PSN-BARE001', padding: 'x'.repeat(460) });
app.get('/bare', async (_request, reply) => reply.type('application/json').send(answer));
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
serveParent({ url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` }, () => app.close());
