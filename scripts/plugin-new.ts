// `npm run plugin:new -- <style> [answer kind]`: scaffolds plugins/<style> (index.ts, View.tsx, View.test.tsx)
// and adds its one line to plugins/index.ts (README "Question plugins").
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AnswerKind } from '../src/engine/answer-value';
import { ANSWER_KINDS, scaffoldPlugin } from './scaffold-plugin';

const [style, answer = 'text'] = process.argv.slice(2);
if (!style) {
  console.error(`Usage: npm run plugin:new -- <style> [${ANSWER_KINDS.join('|')}]`);
  process.exit(2);
}
try {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  for (const file of scaffoldPlugin(root, style, answer as AnswerKind)) console.log(`wrote ${file}`);
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
