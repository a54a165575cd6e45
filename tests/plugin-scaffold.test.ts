// @vitest-environment jsdom
// jsdom: the scaffolded views are rendered and answered as a respondent would.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { plugins } from '../plugins';
import { answerQuestion, buildFeedbackPayload, enterState, requestMove, startFlow, tryAnswerQuestion, type AnswerKind } from '../src/engine';
import type { FlowQuestion, ResponseItem } from '../src/types/schemas';
import { renderQuestion, type RenderQuestionOptions } from '../src/plugin-api/testing';
import { editorDescriptionProblems } from '../src/plugin-api/editor-description-check';
import { settingsDefaults } from '../src/plugin-api/settings-defaults';
import { validateFlow } from '../src/schema/validate';
import { ANSWER_KINDS, pluginFiles, registerInIndex } from '../scripts/scaffold-plugin';

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

const fruit = [{ id: 'o-a', body: { en: 'Apples' } }, { id: 'o-b', body: { en: 'Pears' } }];

/** For each answer kind: the question, what a respondent does in the scaffolded view, and what the feedback then holds. */
const RESPONDENT: { [K in AnswerKind]: { question?: Partial<FlowQuestion>; services?: RenderQuestionOptions['services']; act(view: Awaited<ReturnType<typeof renderQuestion>>): Promise<void>; responses: ResponseItem[] } } = {
  text: { act: () => userEvent.type(screen.getByRole('textbox'), 'hello'), responses: [{ question_id: 'q', body: 'hello' }] },
  number: { act: () => userEvent.type(screen.getByRole('spinbutton'), '42'), responses: [{ question_id: 'q', body: 42 }] },
  boolean: { act: () => userEvent.click(screen.getByRole('checkbox')), responses: [{ question_id: 'q', body: true }] },
  choice: { question: { options: fruit }, act: () => userEvent.click(screen.getByRole('checkbox', { name: 'Pears' })), responses: [{ question_id: 'q', option_id: 'o-b' }] },
  ranking: {
    question: { options: fruit },
    act: async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Pears' }));
      await userEvent.click(screen.getByRole('button', { name: 'Apples' }));
    },
    responses: [{ question_id: 'q', option_id: 'o-b', ranking: 1 }, { question_id: 'q', option_id: 'o-a', ranking: 2 }],
  },
  matrix: {
    question: { statements: [{ id: 's-speed', body: { en: 'Speed' } }], options: [{ id: 'o-good', body: { en: 'Good' } }, { id: 'o-poor', body: { en: 'Poor' } }] },
    act: () => userEvent.click(within(screen.getByRole('group', { name: 'Speed' })).getByRole('radio', { name: 'Good' })),
    responses: [{ question_id: 's-speed', option_id: 'o-good' }],
  },
  file: {
    services: { upload: async () => ({ url: 'https://files.test/a.png', id: 'blob-1' }) },
    act: async (view) => {
      await userEvent.upload(view.container.querySelector<HTMLInputElement>('input[type="file"]')!, new File(['x'], 'a.png', { type: 'image/png' }));
      await waitFor(() => expect(view.answers).toHaveLength(1));
    },
    responses: [{ question_id: 'q', body: 'https://files.test/a.png', active_storage_blob_id: 'blob-1' }],
  },
  phone: { services: { countryCode: 'TR' }, act: () => userEvent.type(screen.getByRole('textbox'), '0555 123 45 67'), responses: [{ question_id: 'q', body: '+905551234567' }] },
  object: { act: () => userEvent.type(screen.getByRole('textbox', { name: 'Name' }), 'Ada'), responses: [{ question_id: 'q', body: { name: 'Ada' } }] },
};

// Issue #23 item 4: the scaffold once wrote one text box for every kind, passing its text `as never`, so the first
// number a plugin author typed was refused ("must be a finite number") and silently dropped.
describe('a scaffolded style of each answer kind', () => {
  afterEach(() => cleanup());

  it.each(ANSWER_KINDS.map((kind) => [kind]))('%s: what a respondent enters in its view reaches the feedback', async (kind) => {
    const style = `scaffolded_${kind}`;
    const folder = path.join(workspace, style);
    mkdirSync(folder, { recursive: true });
    for (const [file, content] of Object.entries(pluginFiles(style, kind, '../../../../src'))) writeFileSync(path.join(folder, file), content);
    const plugin = (await import(path.join(folder, 'index.ts'))).default;
    // Issue #18: the flow editor offers it with no editor code, from a description the checker holds against the flow.
    expect(plugin.editor.title).toBe(`Scaffolded ${kind}`);
    expect(editorDescriptionProblems(plugin.editor)).toEqual([]);
    const added = validateFlow({ id: 'palette', languages: [{ id: 1, code: 'en' }], states: [{ id: 's', elements: [{ id: 'e', type: 'question', question: { id: 'q', style, ...settingsDefaults(plugin.editor.settingsSchema) } }] }] }, [...Object.keys(plugins), style]);
    expect(added.ok ? [] : added.problems).toEqual([]);
    const respondent = RESPONDENT[kind];
    const question = { id: 'q', style, isRequired: true, body: { en: 'Scaffolded?' }, ...respondent.question };

    const view = await renderQuestion(plugin, { question, services: respondent.services });
    await respondent.act(view);

    const registry = { ...plugins, [style]: plugin };
    const flow = validateFlow({
      id: `scaffolded-${kind}`,
      languages: [{ id: 1, code: 'en' }],
      states: [
        { id: 's1', elements: [{ id: 'e1', type: 'question', question }, { id: 'n', type: 'next_page' }], nextStateId: 'done' },
        { id: 'done', style: 'thank', elements: [] },
      ],
    }, Object.keys(registry));
    expect(flow.ok && flow.value.id).toBe(`scaffolded-${kind}`);
    const attempt = tryAnswerQuestion(startFlow(flow.ok ? flow.value : (undefined as never), registry, { now: 0 }), 'q', view.lastAnswer(), 1000);
    expect(attempt.ok ? 'taken' : attempt.reason).toBe('taken');
    const move = requestMove(attempt.ok ? attempt.outcome.runtime : (undefined as never), 'button');
    expect(move).toMatchObject({ kind: 'move', targetId: 'done', submit: true });
    const runtime = enterState(move.runtime, move.kind === 'move' ? move.target : 0);
    expect(buildFeedbackPayload(runtime, { now: 2000, nodeId: 'n' }).responses).toEqual(respondent.responses);
  });
});
