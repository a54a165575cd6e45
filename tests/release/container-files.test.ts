// Issue #24: the container files say what the tested production install does. The Dockerfile builds through the
// same script the clean-folder test runs (tests/release/production-folder.test.ts), and runs as that test does.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

describe('Dockerfile and docker-compose.yml', () => {
  it('the Dockerfile builds with scripts/production-install.sh and runs the compiled server as a non-root user', () => {
    const dockerfile = read('Dockerfile');
    expect(dockerfile).toMatch(/^RUN sh scripts\/production-install\.sh \/runtime$/m);
    expect(dockerfile).toMatch(/^COPY --from=build --chown=node:node \/runtime \/app$/m);
    expect(dockerfile).toMatch(/^FROM node:\d+-bookworm-slim AS runtime$/m);
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/^VOLUME \["\/data"\]$/m);
    expect(dockerfile).toMatch(/DATA_DIR=\/data/);
    expect(dockerfile).toMatch(/^HEALTHCHECK [\s\S]*\/readyz/m);
    expect(dockerfile).toMatch(/^CMD \["node", "dist\/server\/main\.js"\]$/m);
    expect(JSON.parse(read('package.json')).scripts['start:prod']).toBe('node dist/server/main.js');
  });

  it('docker-compose.yml runs two Canvass processes behind a proxy on PostgreSQL, Redis and an S3 store', () => {
    const compose = read('docker-compose.yml');
    for (const service of ['canvass-1', 'canvass-2', 'proxy', 'postgres', 'redis', 'minio']) expect(compose).toMatch(new RegExp(`^  ${service}:$`, 'm'));
    for (const setting of ['DATABASE_URL: postgres://', 'REDIS_URL: redis://', 'UPLOADS_URL: s3://', 'S3_ENDPOINT: ']) expect(compose).toContain(setting);
    expect(read('deploy/Caddyfile')).toMatch(/reverse_proxy canvass-1:8080 canvass-2:8080/);
  });
});
