import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { produce } from 'immer';
import { plugins } from '../../../../plugins';
import { i18n } from '../../../i18n/i18n';
import { runFixture } from '../../../fixtures/run-fixture';
import { validateDocument } from '../../../schema/validate';
import type { Flow } from '../../../types/schemas';
import { makeFlow, nextButton, options, page, question, submitButton, thanks } from '../../../../tests/support/test-flows';
import en from '../../locales/en.json';
import type { FlowFixture } from './draft-fixtures';
import { FlowPreview } from './FlowPreview';

i18n.addResourceBundle('en', 'console', en);
// Answering an instant style (radio) scrolls to the next question, which jsdom does not lay out.
Element.prototype.scrollIntoView = () => undefined;

const draft: Flow = makeFlow([
  page('first', [
    question('mood', 'radio', { isRequired: true, body: { en: 'How was it?' }, options: options('Good', 'Bad') }),
    question('name', 'text', { body: { en: 'Your name' } }),
    nextButton(),
  ], { name: 'First', nextStateId: 'second' }),
  page('second', [question('comment', 'text', { body: { en: 'Anything else?' } }), submitButton()], { name: 'Second', nextStateId: 'thanks' }),
  thanks(),
]);

/** The editor shell's part: it holds the draft and the flow's tests. */
function Editor({ flow, onFixtures }: { flow: Flow; onFixtures?: (fixtures: readonly FlowFixture[]) => void }) {
  const [fixtures, setFixtures] = useState<readonly FlowFixture[]>([]);
  return (
    <main>
      <h1>Editor</h1>
      <label>
        Question text <input />
      </label>
      <FlowPreview
        flow={flow}
        edit={() => undefined}
        registry={plugins}
        problems={[]}
        fixtures={fixtures}
        onFixturesChange={(next) => (setFixtures(next), onFixtures?.(next))}
      />
    </main>
  );
}

const preview = () => within(screen.getByRole('region', { name: 'What the respondent sees' }));
const edited = (flow: Flow, recipe: (draft: Flow) => void) => produce(flow, recipe);

describe('FlowPreview', () => {
  it('shows the first question of the unsaved draft in the real renderer, and an edit without losing an answer', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Editor flow={draft} />);
    await preview().findByRole('radiogroup', { name: /How was it\?/ }, { timeout: 10_000 });
    await user.click(preview().getByRole('radio', { name: 'Bad' }));
    await user.type(preview().getByRole('textbox', { name: 'Your name' }), 'Ada');

    rerender(<Editor flow={edited(draft, (d) => void (d.states[0]!.elements[0]!.question!.body = { en: 'How did it go?' }))} />);
    expect(preview().getByRole('radiogroup', { name: /How did it go\?/ })).toBeInTheDocument();
    expect(preview().getByRole('radio', { name: 'Bad' })).toBeChecked();
    expect(preview().getByRole('textbox', { name: 'Your name' })).toHaveValue('Ada');
  });

  it('keeps the current state across an edit, and the last valid draft with a notice while the draft is invalid', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Editor flow={draft} />);
    await user.click(await preview().findByRole('radio', { name: 'Good' }, { timeout: 10_000 }));
    await user.click(preview().getByRole('button', { name: 'Next' }));
    await preview().findByRole('textbox', { name: 'Anything else?' });

    const broken = edited(draft, (d) => void (d.states[1]!.nextStateId = 'nowhere'));
    rerender(<Editor flow={broken} />);
    expect(screen.getByText(/The draft has 1 problem; the preview shows the last version that worked/)).toBeInTheDocument();
    expect(preview().getByRole('textbox', { name: 'Anything else?' })).toBeInTheDocument();

    rerender(<Editor flow={edited(draft, (d) => void (d.states[1]!.elements[0]!.question!.body = { en: 'Anything more?' }))} />);
    expect(screen.queryByText(/The draft has/)).not.toBeInTheDocument();
    expect(preview().getByRole('textbox', { name: 'Anything more?' })).toBeInTheDocument();
  });

  it('leaves focus in the editor when an edit moves the state shown', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Editor flow={draft} />);
    await user.click(await preview().findByRole('radio', { name: 'Good' }, { timeout: 10_000 }));
    await user.click(preview().getByRole('button', { name: 'Next' }));
    await preview().findByRole('textbox', { name: 'Anything else?' });
    await user.click(screen.getByRole('textbox', { name: 'Question text' }));

    rerender(<Editor flow={edited(draft, (d) => void d.states.splice(1, 0, page('intro', [nextButton('next-intro')], { nextStateId: 'second' })))} />);
    expect(preview().getByRole('textbox', { name: 'Anything else?' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Question text' })).toHaveFocus();
  });

  it('jumps to a state, and shows a submit in the sink instead of sending it', async () => {
    const user = userEvent.setup();
    const network = vi.spyOn(globalThis, 'fetch');
    render(<Editor flow={draft} />);
    await preview().findByRole('radiogroup', {}, { timeout: 10_000 });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Jump to state' }), '2. Second');
    await user.type(await preview().findByRole('textbox', { name: 'Anything else?' }), 'Fine');
    await user.click(preview().getByRole('button', { name: 'Send' }));
    const sink = within(await screen.findByRole('region', { name: 'This is what would be sent' }));
    expect(sink.getByText(/"question_id": "comment"/)).toBeInTheDocument();
    expect(sink.getByText(/"body": "Fine"/)).toBeInTheDocument();
    expect(network).not.toHaveBeenCalled();
    network.mockRestore();
  });

  it('records a path as a test that the runner passes, and shows it failing at its step after an edit', async () => {
    const user = userEvent.setup();
    let saved: readonly FlowFixture[] = [];
    const { rerender } = render(<Editor flow={draft} onFixtures={(fixtures) => (saved = fixtures)} />);
    await preview().findByRole('radiogroup', {}, { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: 'Record as test' }));
    await user.click(preview().getByRole('button', { name: 'Next' }));
    await user.click(preview().getByRole('radio', { name: 'Bad' }));
    await user.type(preview().getByRole('textbox', { name: 'Your name' }), 'Ada');
    await user.click(preview().getByRole('button', { name: 'Next' }));
    await user.click(await preview().findByRole('button', { name: 'Send' }));
    await user.click(screen.getByRole('button', { name: 'Stop recording' }));
    const name = screen.getByRole('textbox', { name: /Name of the test \(5 steps\)/ });
    await user.clear(name);
    await user.type(name, 'Bad mood is sent{Enter}');

    expect(saved).toHaveLength(1);
    const fixture = saved[0]!.document;
    expect(validateDocument('fixture', fixture).ok).toBe(true);
    expect(fixture.steps).toEqual([
      { next: 'button', expect: { blocked: true, reasons: ['validation.required'], requiredErrors: ['mood'] } },
      { answer: { question: 'mood', value: ['o-Bad'] } },
      { answer: { question: 'name', value: 'Ada' } },
      { next: 'button', expect: { state: 'second' } },
      { next: 'submit', expect: { state: 'thanks', final: true, submit: true, events: ['PSN_END_OF_FLOW', 'PSN_FEEDBACK_SUBMITTED'] } },
    ]);
    expect(runFixture(fixture, plugins)).toMatchObject({ passed: true });
    const test = within(screen.getByText('Bad mood is sent').closest('li')!);
    expect(await test.findByText('Passes')).toBeInTheDocument();

    await act(async () => rerender(<Editor flow={edited(draft, (d) => void (d.states[0]!.nextStateId = 'thanks'))} onFixtures={(fixtures) => (saved = fixtures)} />));
    const failing = within(await screen.findByText('Fails').then((node) => node.closest('li')!));
    expect(failing.getByText('Fails at step 4: press Next')).toBeInTheDocument();
    expect(failing.getByText('state: expected "second", got "thanks"')).toBeInTheDocument();
    expect(screen.getByText('1 test fails against this draft.')).toBeInTheDocument();
    expect(screen.queryByText('Passes')).not.toBeInTheDocument();
  });

  it('records a test with the keyboard alone', async () => {
    const user = userEvent.setup();
    let saved: readonly FlowFixture[] = [];
    render(<Editor flow={draft} onFixtures={(fixtures) => (saved = fixtures)} />);
    await preview().findByRole('radiogroup', {}, { timeout: 10_000 });
    /** Tab (or Shift+Tab) until `element` has focus, as a keyboard user would. */
    const tabTo = async (element: HTMLElement, shift = false) => {
      for (let presses = 0; document.activeElement !== element; presses++) {
        if (presses > 30) throw new Error(`Tab never reached ${element.outerHTML}`);
        await user.tab({ shift });
      }
    };
    await tabTo(screen.getByRole('button', { name: 'Record as test' }));
    await user.keyboard('{Enter}');
    await tabTo(preview().getByRole('radio', { name: 'Good' }));
    await user.keyboard(' ');
    await tabTo(preview().getByRole('button', { name: 'Next' }));
    await user.keyboard('{Enter}');
    await preview().findByRole('textbox', { name: 'Anything else?' });
    await tabTo(screen.getByRole('button', { name: 'Stop recording' }), true);
    await user.keyboard('{Enter}');
    expect(screen.getByRole('textbox', { name: /Name of the test/ })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(saved.map((f) => f.document.steps)).toEqual([[{ answer: { question: 'mood', value: ['o-Good'] } }, { next: 'button', expect: { state: 'second' } }]]);
  });

  it('renames and deletes a test', async () => {
    const user = userEvent.setup();
    let saved: readonly FlowFixture[] = [];
    render(<Editor flow={draft} onFixtures={(fixtures) => (saved = fixtures)} />);
    await preview().findByRole('radiogroup', {}, { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: 'Record as test' }));
    await user.click(preview().getByRole('radio', { name: 'Good' }));
    await user.click(screen.getByRole('button', { name: 'Stop recording' }));
    await user.click(screen.getByRole('button', { name: 'Save test' }));
    expect(saved.map((f) => f.document.name)).toEqual(['Test 1']);

    await user.click(screen.getByRole('button', { name: 'Rename the test Test 1' }));
    const name = screen.getByRole('textbox', { name: 'New name of the test' });
    await user.clear(name);
    await user.type(name, 'Good mood{Enter}');
    expect(saved.map((f) => f.document.name)).toEqual(['Good mood']);

    await user.click(screen.getByRole('button', { name: 'Delete the test Good mood' }));
    expect(saved).toEqual([]);
    expect(screen.getByText(/No tests yet/)).toBeInTheDocument();
  });
});
