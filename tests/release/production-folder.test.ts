// Issue #24: the production install, proven without Docker. A clean copy of the repository runs the same script
// the Dockerfile runs (scripts/production-install.sh), and the compiled server then answers the demo flow from a
// runtime folder that holds only dist/, package*.json and production dependencies. Slow (two npm installs and a
// full build, minutes): one test.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');
const BUILD_TOOLS = new Set(['tsx', 'parcel', '@parcel', '@swc', 'esbuild', 'vitest']);

/** Every package folder name under node_modules, nested ones included (a scope counts as its @name). */
function packageNames(modules: string, found = new Set<string>()): Set<string> {
  if (!existsSync(modules)) return found;
  for (const entry of readdirSync(modules, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name.startsWith('.')) continue;
    found.add(entry.name);
    const folder = path.join(modules, entry.name);
    const packages = entry.name.startsWith('@') ? readdirSync(folder).map((name) => path.join(folder, name)) : [folder];
    for (const pkg of packages) packageNames(path.join(pkg, 'node_modules'), found);
  }
  return found;
}

/** Resolves with the hosted-flow address the server prints once it listens. */
function started(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /Hosted flow:\s+(http:\/\/\S+?)\/feedback/.exec(output);
      if (match) resolve(match[1]!);
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`the server exited (${code}) before listening:\n${output}`)));
  });
}

describe('the production folder (scripts/production-install.sh, as the Dockerfile runs it)', () => {
  const work = mkdtempSync(path.join(os.tmpdir(), 'canvass-release-'));
  let server: ChildProcess | undefined;
  // Removing two installs (close to 1 GB) takes minutes on a loaded machine.
  afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server!.once('exit', resolve));
      server.kill('SIGTERM');
      const force = setTimeout(() => server!.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(force);
    }
    rmSync(work, { recursive: true, force: true });
  }, 10 * 60_000);

  it('builds in a clean copy, installs production dependencies only, and serves the demo flow from the runtime folder', async () => {
    // The files a clone would have (tracked, plus new ones not ignored): no node_modules, dist or data.
    const repo = path.join(work, 'repo');
    const { stdout: listed } = await run('git', ['ls-files', '-co', '--exclude-standard', '-z'], { cwd: root, maxBuffer: 16 * 1024 * 1024 });
    for (const file of listed.split('\0').filter(Boolean)) {
      if (!existsSync(path.join(root, file))) continue; // deleted in the working tree
      mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
      cpSync(path.join(root, file), path.join(repo, file));
    }
    const runtime = path.join(work, 'runtime');
    await run('sh', ['scripts/production-install.sh', runtime], { cwd: repo, maxBuffer: 64 * 1024 * 1024, env: { ...process.env, npm_config_prefer_offline: 'true' } });

    expect(readdirSync(runtime).sort()).toEqual(['dist', 'node_modules', 'package-lock.json', 'package.json']);
    const installed = packageNames(path.join(runtime, 'node_modules'));
    expect(installed.has('fastify') && installed.has('better-sqlite3')).toBe(true);
    expect([...installed].filter((name) => BUILD_TOOLS.has(name))).toEqual([]);
    expect(existsSync(path.join(runtime, 'dist/client/THIRD-PARTY-LICENSES.txt'))).toBe(true);

    const dataDir = path.join(work, 'data');
    server = spawn(process.execPath, ['dist/server/main.js'], {
      cwd: runtime,
      env: { PATH: process.env.PATH, NODE_ENV: 'production', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const base = await started(server);

    const page = await fetch(`${base}/feedback?node_id=demo-node`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('id="canvass-node"');

    const submitted = await fetch(`${base}/v1/feedbacks`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-completed': 'true' },
      body: JSON.stringify({ node_id: 'demo-node', flow_id: 'demo-flow', created_at: new Date().toISOString(), responses: [{ question_id: 'q-nps', body: 9 }] }),
    });
    expect(submitted.status).toBe(200);
    const { id } = (await submitted.json()) as { id: string };

    // Stored: the compiled command line, from the same runtime folder, finds it in the data folder.
    const { stdout: exported } = await run(process.execPath, ['dist/server/cli.js', 'export', 'feedbacks', '--format', 'json'], { cwd: runtime, env: { PATH: process.env.PATH, DATA_DIR: dataDir } });
    expect(exported.trim().split('\n').map((line) => (JSON.parse(line) as { id: string }).id)).toContain(id);
  }, 50 * 60_000);
});
