// `npm run canvass -- <command>`: import nodes, flows and widgets; export feedbacks (README "Command line").
import { readFileSync, statSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { questionStyles } from '../../plugins';
import { readConfig } from './config';
import { importDocuments } from './services/import-documents';
import { csvHeader, feedbackRows } from './services/export-feedbacks';
import { createStorage } from './storage/create-storage';

const USAGE = `Usage:
  npm run canvass -- import <file|folder>...        import nodes, flows and widgets (JSON)
  npm run canvass -- export feedbacks [--format csv|json] [--completed]
`;

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
      for (const file of rest.flatMap(jsonFiles)) {
        let input: unknown;
        try {
          input = JSON.parse(readFileSync(file, 'utf8'));
        } catch (error) {
          console.error(`${file}: not JSON: ${(error as Error).message}`);
          failed = true;
          continue;
        }
        const report = await importDocuments(storage, input, questionStyles, Date.now());
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
  if (command === 'export' && rest[0] === 'feedbacks') {
    const format = rest.includes('--format') ? rest[rest.indexOf('--format') + 1] : 'csv';
    if (format !== 'csv' && format !== 'json') {
      console.error(`Unknown format "${format}": use csv or json`);
      return 2;
    }
    const storage = await createStorage({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    try {
      if (format === 'csv') process.stdout.write(`${csvHeader()}\n`);
      const pageSize = 500;
      for (let offset = 0; ; offset += pageSize) {
        const page = await storage.feedbacks.list({ limit: pageSize, offset, ...(rest.includes('--completed') ? { completed: true } : {}) });
        for (const feedback of page) {
          if (format === 'csv') process.stdout.write(feedbackRows(feedback).map((row) => row.join(',')).join('\n') + '\n');
          else process.stdout.write(`${JSON.stringify({ id: feedback.id, completed: feedback.completed, received_at: new Date(feedback.createdAt).toISOString(), ...feedback.payload })}\n`);
        }
        if (page.length < pageSize) break;
      }
    } finally {
      await storage.close();
    }
    return 0;
  }
  console.error(USAGE);
  return 2;
}

process.exitCode = await main(process.argv.slice(2));
