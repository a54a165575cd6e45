import { startTestServer } from '/work/wt-hot/tests/server/harness';
import { seedTestData } from '/work/wt-hot/tests/server/fixtures';
const server = await startTestServer({ env: { RATE_LIMIT_PER_MINUTE: '100000000', CLIENT_DIR: '/work/wt-hot/dist/client', PORT: '0' } });
await seedTestData(server.storage);
console.log(server.url);
process.on('SIGTERM', () => void server.stop().then(() => process.exit(0)));
process.on('SIGINT', () => void server.stop().then(() => process.exit(0)));
