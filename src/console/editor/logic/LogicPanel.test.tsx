import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { produce } from 'immer';
import type { EditorPanelProps } from '../editor-panel';
import { DEFAULT_THANK_STATE_ID } from '../../../engine/compiled-flow';
import { LogicPanel } from './LogicPanel';
import { demoFlow } from './test-flow';
import { expectNoAxeViolations, renderPanel } from './test-panel';

const contact = () => screen.getByRole('list', { name: 'Transitions from Contact' });


/** A state's part of the panel: a group named by the state (the selects' optgroups share its name). */
describe('LogicPanel', () => {
  it('lists each state\'s transitions in order, first match wins, in plain language', async () => {
    const { container } = renderPanel(LogicPanel, demoFlow());
    const items = within(contact()).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('[data-summary]')!.textContent)).toEqual([
      'If “Would you like to talk to someone now?” is “Yes, open a chat”, go to “Chat”',
      'Otherwise, go to “Thank you”',
    ]);
    expect(screen.getAllByText('First match wins: transitions are tried from the top.').length).toBeGreaterThan(0);
    // A thank-you state ends the flow: it offers no transition.
    const thanks = screen.getByRole('region', { name: 'Logic of Thank you' });
    expect(within(thanks).getByText(/A final state/)).toBeInTheDocument();
    expect(within(thanks).queryByRole('button', { name: 'Add transition' })).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('moves a transition down with its button and back up with Alt+ArrowUp, as one edit each', async () => {
    const user = userEvent.setup();
    const { record } = renderPanel(LogicPanel, demoFlow());
    const region = screen.getByRole('region', { name: 'Logic of Contact' });
    await user.click(within(region).getByRole('button', { name: 'Move transition 1 down' }));
    expect(record.flow.transitions!.map((t) => t.toStateId)).toEqual(['s-detractor', 's-thanks', 's-chat']);
    expect(within(contact()).getAllByRole('listitem')[0]!.textContent).toContain('Always go to “Thank you”');
    // Focus followed the moved transition; the keyboard moves it back.
    expect(document.activeElement).toBe(within(region).getByRole('button', { name: 'Move transition 2 up' }));
    await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(record.flow.transitions!.map((t) => t.toStateId)).toEqual(['s-detractor', 's-chat', 's-thanks']);
    expect(record.edits.map((e) => e.label)).toEqual(['move transition', 'move transition']);
    expect(screen.getByText('Moved to position 1 of 2.')).toBeInTheDocument();
  });

  it('adds a transition with a rule on a chosen option, and deletes one', async () => {
    const user = userEvent.setup();
    const { record, container } = renderPanel(LogicPanel, demoFlow());
    const promoter = screen.getByRole('region', { name: 'Logic of What went well' });
    await user.click(within(promoter).getByRole('button', { name: 'Add transition' }));
    await user.selectOptions(within(promoter).getByLabelText('Go to'), 'Chat');
    await user.click(within(promoter).getByRole('button', { name: 'Add rule' }));
    const rule = within(promoter).getByRole('group', { name: 'Rule 1' });
    // The first question of the state, a single choice: tested by its options.
    expect(within(rule).getByLabelText('Question')).toHaveDisplayValue('What did you like most?');
    await user.click(within(rule).getByRole('checkbox', { name: 'The service' }));
    expect(record.flow.transitions!.at(-1)).toEqual({ fromStateId: 's-promoter', toStateId: 's-chat', rules: [{ elementId: 'el-liked', optionIds: ['o-service'] }] });
    expect(within(promoter).getByRole('listitem').querySelector('[data-summary]')!.textContent)
      .toBe('If “What did you like most?” is “The service”, go to “Chat”');
    await expectNoAxeViolations(container);

    await user.click(within(promoter).getByRole('button', { name: 'Delete transition 1' }));
    expect(record.flow.transitions).toHaveLength(3);
  });

  it('offers only the conditions of the question\'s answer kind, and a pattern that does not compile is marked on its field', async () => {
    const user = userEvent.setup();
    const { record } = renderPanel(LogicPanel, demoFlow());
    const welcome = screen.getByRole('region', { name: 'Logic of Welcome' });
    await user.click(within(welcome).getByRole('button', { name: /^If “How likely/ }));
    const rule = within(welcome).getByRole('group', { name: 'Rule 1' });
    // A score is a number: no "contains", no options.
    expect(within(within(rule).getByLabelText('Condition')).getAllByRole('option').map((o) => o.textContent)).toEqual(['is', 'is not', 'matches the pattern']);
    const pattern = within(rule).getByLabelText('Pattern (regular expression)');
    await user.clear(pattern);
    await user.type(pattern, '^[[0-6');
    expect(record.flow.transitions![0]!.rules![0]!.value).toBe('^[0-6');
    expect(pattern).toHaveAttribute('aria-invalid', 'true');
    expect(pattern).toHaveAccessibleDescription('The pattern “^[0-6” is not a valid regular expression.');
    expect(within(welcome).getByText('Has a problem: open to see it.')).toBeInTheDocument();

    await user.selectOptions(within(rule).getByLabelText('Condition'), 'is');
    await user.clear(within(rule).getByLabelText('Value'));
    await user.type(within(rule).getByLabelText('Value'), '10');
    expect(record.flow.transitions![0]!.rules![0]).toEqual({ elementId: 'el-nps', operator: 'equals', value: 10 });

    await user.selectOptions(within(rule).getByLabelText('Question'), 'Anything else you\'d like to share?');
    expect(within(within(rule).getByLabelText('Condition')).getAllByRole('option').map((o) => o.textContent)).toEqual(['is', 'is not', 'contains', 'does not contain', 'matches the pattern']);
    expect(record.flow.transitions![0]!.rules![0]).toEqual({ elementId: 'el-comment', operator: 'equals' });
  });

  it('picks an option by key for "is" on a choice question, and sets where a state goes otherwise (skip to the end)', async () => {
    const user = userEvent.setup();
    const { record } = renderPanel(LogicPanel, demoFlow());
    const contactSection = screen.getByRole('region', { name: 'Logic of Contact' });
    await user.click(within(contactSection).getByRole('button', { name: /^If “Would you like/ }));
    const rule = within(contactSection).getByRole('group', { name: 'Rule 1' });
    await user.selectOptions(within(rule).getByLabelText('Condition'), 'is');
    await user.selectOptions(within(rule).getByLabelText('Option'), 'No, thanks');
    expect(record.flow.transitions![1]!.rules![0]).toEqual({ elementId: 'el-talk', operator: 'equals', value: 'no' });
    // Back to "is one of the options": the option named stays chosen.
    await user.selectOptions(within(rule).getByLabelText('Condition'), 'is one of the options');
    expect(record.flow.transitions![1]!.rules![0]).toEqual({ elementId: 'el-talk', optionIds: ['o-talk-no'] });
    expect(within(rule).getByRole('checkbox', { name: 'No, thanks' })).toBeChecked();

    const promoter = screen.getByRole('region', { name: 'Logic of What went well' });
    await user.click(within(promoter).getByRole('button', { name: 'Change where it goes otherwise' }));
    await user.selectOptions(within(promoter).getByLabelText('When no transition matches'), 'End of the flow (thank-you page)');
    expect(record.flow.states[2]!.nextStateId).toBe('default-thank-state');
    expect(within(promoter).getByText(/When no transition matches, go to the end/)).toBeInTheDocument();
  });

  it('edits a question\'s trigger: its option, its action and its targets', async () => {
    const user = userEvent.setup();
    const { record, container } = renderPanel(LogicPanel, demoFlow());
    const triggers = screen.getByRole('region', { name: 'What went wrong?' });
    expect(triggers.querySelector('.cv-logic-trigger__summary')).toHaveTextContent('When “Something else” is chosen, show “Please tell us more”');
    const trigger = within(triggers).getByRole('group', { name: 'Trigger 1' });
    await user.selectOptions(within(trigger).getByLabelText('Option'), 'Too expensive');
    await user.selectOptions(within(trigger).getByLabelText('Action'), 'Hide');
    // Choosing an element adds nothing yet (a keyboard user arrowing through the list passes others); the button adds it.
    await user.selectOptions(within(trigger).getByLabelText('Element to show or hide'), 'How easy was it to get what you needed?');
    expect(record.flow.states[1]!.elements[0]!.triggers![0]!.targetIds).toEqual(['el-other']);
    await user.click(within(trigger).getByRole('button', { name: 'Add element' }));
    expect(record.flow.states[1]!.elements[0]!.triggers).toEqual([{ key: 'price', action: 'hide', scope: 'element', targetIds: ['el-other', 'el-effort'] }]);
    await user.click(within(trigger).getByRole('button', { name: 'Remove Please tell us more' }));
    expect(record.flow.states[1]!.elements[0]!.triggers![0]!.targetIds).toEqual(['el-effort']);
    await expectNoAxeViolations(container);
  });

  it('adds a redirect event trigger to another question', async () => {
    const user = userEvent.setup();
    const { record } = renderPanel(LogicPanel, demoFlow());
    await user.click(screen.getByRole('button', { name: 'Add triggers to another question' }));
    await user.selectOptions(screen.getByLabelText('Question to add triggers to'), 'What went well › What did you like most?');
    const section = screen.getByRole('region', { name: 'What did you like most?' });
    await user.click(within(section).getByRole('button', { name: 'Add a trigger to “What did you like most?”' }));
    const trigger = within(section).getByRole('group', { name: 'Trigger 1' });
    await user.selectOptions(within(trigger).getByLabelText('Acts on'), 'Events for the host page');
    await user.type(within(trigger).getByLabelText('Event name'), 'psn_redirect_to_store');
    await user.click(within(trigger).getByRole('button', { name: 'Add event' }));
    expect(record.flow.states[2]!.elements[0]!.triggers).toEqual([{ controlType: 'option', key: 'product', action: 'show', scope: 'event-dispatch', targetEvents: ['PSN_REDIRECT_TO_STORE'] }]);
    expect(section.querySelector('.cv-logic-trigger__summary')).toHaveTextContent('When “The product” is chosen, send the event “PSN_REDIRECT_TO_STORE” to the host page');
  });

  it('moves a transition to another state by changing where it starts', async () => {
    const user = userEvent.setup();
    const { record } = renderPanel(LogicPanel, demoFlow());
    const welcome = screen.getByRole('region', { name: 'Logic of Welcome' });
    await user.click(within(welcome).getByRole('button', { name: /^If “How likely/ }));
    await user.selectOptions(within(welcome).getByLabelText('From'), 'What went well');
    expect(record.flow.transitions![0]!.fromStateId).toBe('s-promoter');
    expect(within(screen.getByRole('list', { name: 'Transitions from What went well' })).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByRole('list', { name: 'Transitions from Welcome' })).toBeNull();
  });

  describe('shows the place a problem names (focusPath)', () => {
    const broken = () => produce(demoFlow(), (f) => {
      f.transitions![0]!.rules![0]!.value = '^[0-6';
      f.states[3]!.elements[0]!.question!.options!.splice(0, 1); // o-talk-yes: used by a rule and a trigger
    });
    const at = (focusPath: readonly (string | number)[]) => (props: EditorPanelProps) => <LogicPanel {...props} focusPath={focusPath} />;

    it('opens the transition and focuses the rule\'s field', async () => {
      const { container } = renderPanel(at(['transitions', 0, 'rules', 0, 'value']), broken());
      expect(document.activeElement).toBe(screen.getByLabelText('Pattern (regular expression)'));
      expect(document.activeElement).toHaveAccessibleDescription('The pattern “^[0-6” is not a valid regular expression.');
      await expectNoAxeViolations(container);
    });
    it('focuses the nearest field when the one named is gone (a deleted option of a rule)', () => {
      renderPanel(at(['transitions', 1, 'rules', 0, 'optionIds', 0]), broken());
      expect(document.activeElement).toBe(within(screen.getByRole('group', { name: 'Rule 1' })).getByRole('checkbox', { name: 'No, thanks' }));
    });
    it('focuses a trigger\'s option and a state\'s fallback', async () => {
      renderPanel(at(['states', 3, 'elements', 0, 'triggers', 0, 'key']), broken());
      expect(document.activeElement).toBe(within(screen.getByRole('region', { name: 'Would you like to talk to someone now?' })).getByLabelText('Option'));
      expect(document.activeElement).toHaveAccessibleDescription('Names an option that was deleted (yes).');
    });
    it('opens a state\'s fallback picker', () => {
      renderPanel(at(['states', 2, 'nextStateId']), demoFlow());
      expect(document.activeElement).toBe(within(screen.getByRole('region', { name: 'Logic of What went well' })).getByLabelText('When no transition matches'));
    });
  });

  it('offers a text question\'s trigger only value comparisons, those of a text answer', async () => {
    const user = userEvent.setup();
    const { record } = renderPanel(LogicPanel, demoFlow());
    await user.click(screen.getByRole('button', { name: 'Add triggers to another question' }));
    await user.selectOptions(screen.getByLabelText('Question to add triggers to'), 'What went well › Anything else you\'d like to share?');
    const section = screen.getByRole('region', { name: 'Anything else you\'d like to share?' });
    await user.click(within(section).getByRole('button', { name: /^Add a trigger to/ }));
    const trigger = within(section).getByRole('group', { name: 'Trigger 1' });
    expect(within(within(trigger).getByLabelText('Activated when')).getAllByRole('option').map((o) => o.textContent)).toEqual(['the answer compares to a value']);
    expect(within(within(trigger).getByLabelText('Condition')).getAllByRole('option').map((o) => o.textContent)).toEqual(['is', 'is not', 'contains', 'does not contain', 'matches the pattern']);
    await user.selectOptions(within(trigger).getByLabelText('Condition'), 'contains');
    await user.type(within(trigger).getByLabelText('Value'), 'refund');
    await user.selectOptions(within(trigger).getByLabelText('Element to show or hide'), 'Send');
    await user.click(within(trigger).getByRole('button', { name: 'Add element' }));
    expect(record.flow.states[2]!.elements[3]!.triggers).toEqual([{ controlType: 'value', ruleType: 'contains', answerValue: 'refund', action: 'show', scope: 'element', targetIds: ['el-submit-promoter'] }]);
    expect(section.querySelector('.cv-logic-trigger__summary')).toHaveTextContent('When the answer contains “refund”, show “Send”');
  });

  it('groups the logic in transitions, skip to the end and triggers: each folds, the jump list reaches it, a rule that skips to the end opens its transition', async () => {
    const user = userEvent.setup();
    const flow = produce(demoFlow(), (draft) => void draft.transitions!.push({ fromStateId: 's-promoter', toStateId: DEFAULT_THANK_STATE_ID, rules: [] }));
    const { container } = renderPanel(LogicPanel, flow);
    const nav = screen.getByRole('navigation', { name: 'Parts of the logic' });
    expect(within(nav).getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Transitions 4 (4 transitions)', 'Skip to the end 1 (1 rule skips to the end)', 'Triggers 2 (2 triggers)',
    ]);
    const transitions = screen.getByRole('region', { name: 'Transitions' });
    const fold = within(transitions).getByRole('button', { name: /^Transitions.*\(4 transitions\)$/ });
    expect(fold).toHaveAttribute('aria-expanded', 'true');
    await user.click(fold);
    expect(fold).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'Logic of Contact' })).toBeNull();
    await user.click(within(nav).getByRole('button', { name: /^Triggers/ }));
    expect(document.activeElement).toBe(within(screen.getByRole('region', { name: 'Triggers' })).getByRole('button', { name: /^Triggers/ }));

    // The rule that skips to the end, from "What went well": chosen, the folded transitions open on it.
    const end = screen.getByRole('region', { name: 'Skip to the end' });
    await user.click(within(end).getByRole('button', { name: 'From “What went well”: Always go to the end (thank-you page)' }));
    expect(fold).toHaveAttribute('aria-expanded', 'true');
    const summary = within(screen.getByRole('region', { name: 'Logic of What went well' })).getByRole('button', { name: 'Always go to the end (thank-you page)', expanded: true });
    expect(document.activeElement).toBe(summary);
    await expectNoAxeViolations(container);
  });
});
