// Issue #23 item 1: the question styles a flow runs with are the registry its page passes in, not plugins/ as a
// module: a style that is not in plugins/ is shown and answered, and a style the registry lacks is refused.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { plugins } from '../../plugins';
import { definePlugin } from '../plugin-api/define-plugin';
import type { QuestionViewProps } from '../plugin-api/view';
import { stylesOf, withOutsidePlugins, type PluginRegistry } from '../plugin-api/registry';
import type { Api } from '../net/api';
import { createStore } from '../storage/local-store';
import { validateFlow } from '../schema/validate';
import { formatProblem } from '../engine/flow-problem';
import type { Flow } from '../types/schemas';
import { createFlowModel } from './model';
import { createSubmitQueue } from './submit-queue';
import { readFlowParams } from './flow-params';
import { PluginRegistryProvider } from './plugin-registry';
import { FlowScreen } from './screens/FlowScreen';
import { noServices } from '../plugin-api/testing';

function ColourView({ value, onChange, ids }: QuestionViewProps<'text'>) {
  return (
    <div id={ids.input} role="radiogroup" aria-labelledby={ids.label}>
      {['teal', 'amber'].map((colour) => <button key={colour} type="button" role="radio" aria-checked={value === colour} onClick={() => onChange(colour)}>{colour}</button>)}
    </div>
  );
}

const colour = definePlugin({ style: 'house_colour', answer: 'text', labelling: 'group', view: async () => ({ default: ColourView }) });

const FLOW: Flow = {
  id: 'colours',
  languages: [{ id: 1, code: 'en' }],
  states: [
    { id: 's1', nextStateId: 'thanks', elements: [
      { id: 'e1', type: 'question', question: { id: 'q-colour', style: 'house_colour', body: { en: 'Your colour' } } },
      { id: 'n1', type: 'next_page' },
    ] },
    { id: 'thanks', style: 'thank', elements: [{ id: 'e-thanks', type: 'label', body: { en: '# Noted' } }] },
  ],
};

function showFlow(registry: PluginRegistry) {
  const store = createStore(undefined);
  const sent: unknown[] = [];
  const api = {
    node: vi.fn(async () => ({ id: 'n1', name: 'Node', flow: FLOW })),
    submitFeedback: vi.fn(async (body: unknown) => (sent.push(body), { id: 'fb-1', status: 'completed' })),
  } as unknown as Api;
  const model = createFlowModel({
    api,
    store,
    queue: createSubmitQueue(api.submitFeedback as never, store),
    models: registry,
    host: { post: () => undefined },
    clock: () => Date.parse('2026-03-02T10:00:00Z'),
    wait: async () => undefined,
    validate: async (flow) => {
      const result = validateFlow(flow, stylesOf(registry));
      return result.ok ? [] : result.problems.map(formatProblem);
    },
    deviceId: () => 'device-1',
    newKey: () => 'key-1',
    openChat: () => undefined,
  });
  render(<PluginRegistryProvider registry={registry}><FlowScreen model={model} services={noServices} /></PluginRegistryProvider>);
  model.started({ params: readFlowParams('feedback', { search: '?node_id=n1&lang=en', href: 'https://example.com/feedback?node_id=n1&lang=en' }) });
  return { sent };
}

describe('a flow runs with the registry it is given', () => {
  it('shows and answers a style that is not in plugins/', async () => {
    const { sent } = showFlow(withOutsidePlugins(plugins, [{ name: 'house-colour', plugin: colour }]));
    await userEvent.click(await screen.findByRole('radio', { name: 'amber' }, { timeout: 10_000 }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Noted' })).toBeInTheDocument();
    expect(sent).toContainEqual(expect.objectContaining({ responses: [{ question_id: 'q-colour', body: 'amber' }] }));
  });

  it('refuses a flow with a style its registry lacks', async () => {
    showFlow(plugins);
    expect(await screen.findByText(/states\[0\]\.elements\[0\]\.question\.style/, undefined, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'amber' })).toBeNull();
  });
});
