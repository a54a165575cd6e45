import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { AnswerKind } from '../src/engine/answer-value';
import { GENERIC_ICON, KIND_SETTINGS, titleOfStyle } from './scaffold-settings';
import { KIND_SCAFFOLDS } from './scaffold-views';

export const ANSWER_KINDS: readonly AnswerKind[] = ['text', 'number', 'boolean', 'choice', 'ranking', 'matrix', 'file', 'phone', 'object'];

const identifier = (style: string) => style.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());
const pascal = (style: string) => identifier(style).replace(/^./, (c) => c.toUpperCase());

const literal = (messages: Record<string, string>) => `{ ${Object.entries(messages).map(([key, text]) => `${key}: '${text}'`).join(', ')} }`;

/** The three files of a new style, its view and first test written for its answer kind; `srcPath` is the relative path from the plugin folder to src/. */
export function pluginFiles(style: string, answer: AnswerKind, srcPath = '../../src'): Record<string, string> {
  const name = pascal(style);
  const kind = KIND_SCAFFOLDS[answer];
  const { test } = kind;
  const testing = ['screen', 'waitFor', 'within'].filter((name) => test.act.includes(name));
  const settings = KIND_SETTINGS[answer];
  const questionFields = [`id: 'q'`, `style: '${style}'`, `body: { en: '${name}?' }`, ...(test.question ? [test.question] : [])].join(', ');
  return {
    'index.ts': `import { definePlugin } from '${srcPath}/plugin-api/define-plugin';
import { ${settings.builders.join(', ')} } from '${srcPath}/plugin-api/editor-fields';

/** ${name}: describe what the respondent answers here. */
export default definePlugin({
  style: '${style}',
  answer: '${answer}',
  labelling: '${kind.labelling}',
  view: () => import('./View'),
  // How the flow editor offers the style: its palette name and icon, and the form of the question fields its
  // view reads (README "Question plugins", \`editor\`). Add the fields your view uses; the check of
  // tests/plugin-editor-descriptions.test.ts holds them against schemas/flow.schema.json.
  editor: {
    title: '${titleOfStyle(style)}',
    icon: '${GENERIC_ICON}',
    settingsSchema: ${settings.schema},
  },
});
`,
    'View.tsx': `${kind.imports.map((line) => line.replace('SRC', srcPath)).join('\n')}${kind.imports.length ? '\n' : ''}import type { QuestionViewProps } from '${srcPath}/plugin-api/view';
import { registerPluginMessages, usePluginTranslation } from '${srcPath}/plugin-api/messages';

registerPluginMessages('${style}', { en: ${literal(kind.messages.en)}, tr: ${literal(kind.messages.tr)} });

/** The control that takes the answer, of kind '${answer}'; the flow screen draws the question text and the error. */
export default function ${name}View(${kind.props}: QuestionViewProps<'${answer}'>) {
${kind.body.replace('useMessages()', `usePluginTranslation('${style}')`)}
}
`,
    'View.test.tsx': `import { describe, expect, it } from 'vitest';
import { ${testing.join(', ')} } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderQuestion } from '${srcPath}/plugin-api/testing';
import plugin from './index';

describe('${style} view', () => {
  it('gives what the respondent enters as its ${answer} answer', async () => {
    const view = await renderQuestion(plugin, { question: { ${questionFields} }${test.services ? `, services: ${test.services}` : ''} });
    ${test.act}
    expect(view.lastAnswer()).toEqual(${test.expected});
  });
});
`,
  };
}

/** plugins/index.ts with the new style's import and registry line added, both in alphabetical order. */
export function registerInIndex(indexSource: string, style: string): string {
  const lines = indexSource.split('\n');
  const importLine = `import ${identifier(style)} from './${style}';`;
  const entryLine = `  ${style}: ${identifier(style)},`;
  const imports = lines.map((l, i) => [l, i] as const).filter(([l]) => /^import \w+ from '\.\/\w+';$/.test(l));
  const at = imports.find(([l]) => l > importLine)?.[1] ?? (imports[imports.length - 1]![1] + 1);
  lines.splice(at, 0, importLine);
  const start = lines.findIndex((l) => l.startsWith('export const plugins'));
  const end = lines.findIndex((l, i) => i > start && l === '};');
  const entryAt = lines.slice(start + 1, end).findIndex((l) => l > entryLine);
  lines.splice(entryAt === -1 ? end : start + 1 + entryAt, 0, entryLine);
  return lines.join('\n');
}

export function scaffoldPlugin(root: string, style: string, answer: AnswerKind): string[] {
  if (!/^[a-z][a-z0-9_]*$/.test(style)) throw new Error(`"${style}" is not a style name: lower case letters, digits and _`);
  if (!ANSWER_KINDS.includes(answer)) throw new Error(`"${answer}" is not an answer kind: ${ANSWER_KINDS.join(', ')}`);
  const folder = path.join(root, 'plugins', style);
  if (existsSync(folder)) throw new Error(`plugins/${style} exists already`);
  mkdirSync(folder, { recursive: true });
  const written = Object.entries(pluginFiles(style, answer)).map(([file, content]) => {
    writeFileSync(path.join(folder, file), content);
    return `plugins/${style}/${file}`;
  });
  const index = path.join(root, 'plugins', 'index.ts');
  writeFileSync(index, registerInIndex(readFileSync(index, 'utf8'), style));
  return [...written, 'plugins/index.ts'];
}
