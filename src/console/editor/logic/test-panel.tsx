// Renders an editor panel as the shell will: the draft in state, every edit applied with immer and recorded, the
// problems found again after each edit; and axe-core over the result (imported by tests only).
import { useState, type ComponentType } from 'react';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { produce } from 'immer';
import axe from 'axe-core';
import { expect } from 'vitest';
import { i18n } from '../../../i18n/i18n';
import type { Flow } from '../../../types/schemas';
import type { EditorPanelProps, FlowEdit } from '../editor-panel';
import { findProblems } from '../problems/find-problems';
import { registry } from './test-flow';

export function renderPanel(Panel: ComponentType<EditorPanelProps>, start: Flow) {
  const record = {
    flow: start,
    edits: [] as { label: string; recipe: FlowEdit }[],
    /** An edit made elsewhere (another panel, undo) while this one is open. */
    editElsewhere: (_recipe: FlowEdit) => {},
  };
  function Harness() {
    const [flow, setFlow] = useState(start);
    const edit = (recipe: FlowEdit, label: string) => {
      record.edits.push({ recipe, label });
      record.flow = produce(record.flow, recipe);
      setFlow(record.flow);
    };
    record.editElsewhere = (recipe) => edit(recipe, 'elsewhere');
    return <Panel flow={flow} edit={edit} registry={registry} problems={findProblems(flow, registry)} />;
  }
  const view = render(<I18nextProvider i18n={i18n}><Harness /></I18nextProvider>);
  return { ...view, record };
}

/** axe-core over a rendered panel; colour contrast needs layout jsdom has not (the e2e screenshots cover it). */
export async function expectNoAxeViolations(container: Element) {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
  expect(result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
