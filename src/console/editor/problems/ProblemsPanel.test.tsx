import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { produce } from 'immer';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../../../i18n/i18n';
import { demoFlow, registry } from '../logic/test-flow';
import { expectNoAxeViolations } from '../logic/test-panel';
import { findProblems } from './find-problems';
import { ProblemsPanel } from './ProblemsPanel';

const broken = produce(demoFlow(), (f) => {
  f.transitions![0]!.rules![0]!.value = '^[0-6';
  f.states[3]!.elements[0]!.question!.options!.splice(0, 1); // o-talk-yes, used by a rule and a trigger
  f.transitions!.splice(1, 1); // nothing leads to the chat any more: a warning
});

function renderProblems(flow = broken) {
  const onSelect = vi.fn();
  const view = render(<I18nextProvider i18n={i18n}><ProblemsPanel flow={flow} problems={findProblems(flow, registry)} onSelect={onSelect} /></I18nextProvider>);
  return { ...view, onSelect };
}

describe('ProblemsPanel', () => {
  it('lists each problem as a button saying where and what, errors before warnings', async () => {
    const { container } = renderProblems();
    expect(screen.getByRole('heading', { name: 'Problems (2 errors, 1 warning)' })).toBeInTheDocument();
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'Error: State “Contact” › question “Would you like to talk to someone now?” › trigger 1 › field “key”: Names an option that was deleted (yes).',
      'Error: Transition 1 (from “Welcome”) › rule 1 › field “value”: The pattern “^[0-6” is not a valid regular expression.',
      'Warning: State “Chat”: No path leads to “Chat”: respondents never see it.',
    ]);
    await expectNoAxeViolations(container);
  });

  it('hands the problem\'s path to the shell when chosen, by mouse or keyboard', async () => {
    const user = userEvent.setup();
    const { onSelect } = renderProblems();
    await user.click(screen.getByRole('button', { name: /not a valid regular expression/ }));
    expect(onSelect).toHaveBeenLastCalledWith(['transitions', 0, 'rules', 0, 'value']);
    screen.getByRole('button', { name: /No path leads/ }).focus();
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith(['states', 4]);
  });

  it('says the flow can be published when nothing is wrong', async () => {
    const { container } = renderProblems(demoFlow());
    expect(screen.getByText('No problems: this flow can be published.')).toBeInTheDocument();
    expect(screen.queryAllByRole('button')).toEqual([]);
    await expectNoAxeViolations(container);
  });
});
