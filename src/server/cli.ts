// `npm run canvass -- <command>` (compiled: `node dist/server/cli.js <command>`): import and export documents,
// export feedbacks, migrate, back up and restore (README "Command line", "Back up and restore", "Upgrade").
import { readFileSync, statSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { loadInstalledPlugins } from './installed-plugins';
import { readConfig } from './config';
import { importDocuments } from './services/import-documents';
import { backup, restore } from './operations/backup';
import { DOCUMENT_KINDS, exportDocuments, type DocumentKind } from './operations/export-documents';
import { exportFeedbacks } from './operations/export-feedbacks-command';
import { migrateCommand } from './operations/migrate-command';
import { createStorage } from './storage/create-storage';
import { USERS_USAGE, usersCommand } from './accounts/users-cli';

const USAGE = `Usage:
  npm run canvass -- import <file|folder>...        import nodes, flows and widgets (JSON)
  npm run canvass -- export flows|nodes|widgets     print them as a bundle \`import\` reads
  npm run canvass -- export feedbacks [--format csv|json] [--completed]
  npm run canvass -- results rebuild                 recount the results summary's rollups from the feedbacks
  npm run canvass -- widget-secret <code>               print a widget's identity secret (SECURITY.md)
${USERS_USAGE}
  npm run canvass -- migrate status|up              list or run database migrations
  npm run canvass -- backup <file>                  the SQLite database and uploads, while serving
  npm run canvass -- restore <file>                 into an empty DATA_DIR
`;

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** Standard output, waiting while a slower reader (a pipe to gzip, a network copy) catches up: memory stays flat. */
function writeOut(text: string): Promise<void> | void {
  if (!process.stdout.write(text)) return new Promise((resolve) => process.stdout.once('drain', resolve));
}

function jsonFiles(target: string): string[] {
  if (!statSync(target).isDirectory()) return [target];
  return readdirSync(target, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.json')).sort().map((f) => path.join(target, f));
}

async function main(args: string[]): Promise<number> {
  const [command, ...rest] = args;
  const config = readConfig();
  if (command === 'import' && rest.length > 0) {
    const storage = await createStorage({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    let failed = false;
    try {
      // The styles the server accepts, with their settings limits: built-in plus configured outside plugins (README
      // "Question plugins").
      const plugins = await loadInstalledPlugins();
      for (const file of rest.flatMap(jsonFiles)) {
        let input: unknown;
        try {
          input = JSON.parse(readFileSync(file, 'utf8'));
        } catch (error) {
          console.error(`${file}: not JSON: ${(error as Error).message}`);
          failed = true;
          continue;
        }
        const report = await importDocuments(storage, input, plugins, Date.now());
        if (report.problems.length > 0) {
          failed = true;
          console.error(`${file}: nothing imported:\n${report.problems.map((p) => `  ${p}`).join('\n')}`);
        } else {
          const flows = report.flows.map((f) => `${f.id} v${f.version}`);
          console.log(`${file}: flows [${flows.join(', ')}], nodes [${report.nodes.join(', ')}], widgets [${report.widgets.join(', ')}]`);
        }
      }
    } finally {
      await storage.close();
    }
    return failed ? 1 : 0;
  }
  if (command === 'users') {
    const storage = await createStorage({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    try {
      return await usersCommand(storage, rest, { out: (line) => console.log(line), err: (line) => console.error(line), readStdin, now: Date.now() });
    } finally {
      await storage.close();
    }
  }
  if (command === 'export' && DOCUMENT_KINDS.includes(rest[0] as DocumentKind)) {
    const storage = await createStorage({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, migrate: config.migrateOnStart });
    try {
      process.stdout.write(`${JSON.stringify(await exportDocuments(storage, rest[0] as DocumentKind), null, 2)}\n`);
    } finally {
      await storage.close();
    }
    return 0;
  }
  if (command === 'migrate' && (rest[0] === 'status' || rest[0] === 'up')) {
    console.log((await migrateCommand(config, rest[0])).join('\n'));
    return 0;
  }
  if ((command === 'backup' || command === 'restore') && rest[0]) {
    try {
      console.log((await (command === 'backup' ? backup : restore)(config, rest[0])).join('\n'));
      return 0;
    } catch (error) {
      console.error((error as Error).message);
      return 1;
    }
  }
  if (command === 'export' && rest[0] === 'feedbacks') {
    const format = rest.includes('--format') ? rest[rest.indexOf('--format') + 1] : 'csv';
    if (format !== 'csv' && format !== 'json') {
      console.error(`Unknown format "${format}": use csv or json`);
      return 2;
    }
    const storage = await createStorage({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    try {
      const { exported, leftOut } = await exportFeedbacks(storage, { format, completed: rest.includes('--completed') }, { write: writeOut, warn: (line) => console.error(line) });
      console.error(`exported ${exported} feedbacks${leftOut > 0 ? `; ${leftOut} answer${leftOut === 1 ? '' : 's'} left out (listed above)` : ''}`);
    } finally {
      await storage.close();
    }
    return 0;
  }
  if (command === 'results' && rest[0] === 'rebuild') {
    const storage = await createStorage({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, migrate: config.migrateOnStart });
    try {
      // One transaction: a server answering summaries meanwhile reads the old counts until the new ones are whole.
      console.log(`recounted the rollups of ${await storage.results.rebuild()} feedbacks`);
    } finally {
      await storage.close();
    }
    return 0;
  }
  if (command === 'widget-secret' && rest.length === 1) {
    const storage = await createStorage({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    try {
      const widget = await storage.widgets.get(rest[0]!);
      if (!widget?.identity_secret) {
        console.error(`No widget "${rest[0]}": import it first`);
        return 1;
      }
      process.stdout.write(`${widget.identity_secret}\n`);
      return 0;
    } finally {
      await storage.close();
    }
  }
  console.error(USAGE);
  return 2;
}

process.exitCode = await main(process.argv.slice(2));
