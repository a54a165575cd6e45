import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { plugins } from '../plugins';
import { answerQuestion, buildFeedbackPayload, enterState, requestMove, startFlow } from '../src/engine';
import { validateFlow } from '../src/schema/validate';
import { pluginFiles, registerInIndex } from '../scripts/scaffold-plugin';

const root = path.resolve(import.meta.dirname, '..');
// Inside the repository so the new folder's relative imports of src/ resolve as they would under plugins/.
const workspace = path.join(root, 'tests', '.scaffold', 'plugins');
afterAll(() => rmSync(path.join(root, 'tests', '.scaffold'), { recursive: true, force: true }));

describe('adding a question style (README "Question plugins")', () => {
  it('takes one folder and one registry line, and the engine answers the new style in a flow', async () => {
    const folder = path.join(workspace, 'loyalty_code');
    mkdirSync(folder, { recursive: true });
    for (const [file, content] of Object.entries(pluginFiles('loyalty_code', 'text', '../../../../src'))) writeFileSync(path.join(folder, file), content);
    const plugin = (await import(path.join(folder, 'index.ts'))).default;

    const index = registerInIndex(readFileSync(path.join(root, 'plugins', 'index.ts'), 'utf8'), 'loyalty_code');
    expect(index).toContain("import loyaltyCode from './loyalty_code';");
    expect(index).toContain('  loyalty_code: loyaltyCode,');

    const registry = { ...plugins, loyalty_code: plugin };
    const flow = validateFlow({
      id: 'with-new-style',
      languages: [{ id: 1, code: 'en' }],
      states: [
        { id: 's1', elements: [{ id: 'e1', type: 'question', question: { id: 'q-code', style: 'loyalty_code', isRequired: true } }, { id: 'n', type: 'next_page' }], nextStateId: 'done' },
        { id: 'done', style: 'thank', elements: [] },
      ],
    }, Object.keys(registry));
    expect(flow.ok).toBe(true);
    let runtime = startFlow(flow.ok ? flow.value : (undefined as never), registry, { now: 0 });
    runtime = answerQuestion(runtime, 'q-code', 'GOLD-7', 1000).runtime;
    const move = requestMove(runtime, 'button');
    expect(move).toMatchObject({ kind: 'move', targetId: 'done', submit: true });
    runtime = enterState(runtime, move.kind === 'move' ? move.target : 0);
    expect(buildFeedbackPayload(runtime, { now: 2000, nodeId: 'n' }).responses).toEqual([{ question_id: 'q-code', body: 'GOLD-7' }]);
  });

  it('the registry line for an unknown style is all a flow needs to be accepted', () => {
    const problems = validateFlow({ id: 'f', languages: [{ id: 1, code: 'en' }], states: [{ id: 's', elements: [{ id: 'e', type: 'question', question: { id: 'q', style: 'loyalty_code' } }] }] }, Object.keys(plugins));
    expect(problems.ok).toBe(false);
  });
});
