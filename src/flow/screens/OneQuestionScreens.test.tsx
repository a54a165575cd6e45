import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { enterState, goBack, type AnswerValue, type FlowRuntime } from '../../engine';
import { answer, begin, makeFlow, next, nextButton, options, page, question, submitButton, thanks } from '../../../tests/support/test-flows';
import { noServices } from '../../plugin-api/testing';
import { StateView } from './StateView';

const flow = makeFlow(
  [
    page('first', [
      question('liked', 'radio', { isRequired: true, body: { en: 'What did you like?' }, options: options('Product', 'Service', 'Price') }),
      question('nps', 'score', { body: { en: 'How likely are you to recommend us?' } }),
      question('comment', 'text', { body: { en: 'Anything else?' } }),
      nextButton(),
    ], { nextStateId: 'second' }),
    page('second', [question('mail', 'email', { body: { en: 'Your e-mail' } }), question('talk', 'radio', { body: { en: 'Shall we call?' }, options: options('Yes', 'No') }), submitButton()], { nextStateId: 'thanks' }),
    thanks(),
  ],
  { presentation: 'one_question' },
);

/** The flow screen's part of the model: answers, moves (a refused one counted) and Back, over the engine. */
function Flow({ start, onRuntime }: { start: FlowRuntime; onRuntime?: (runtime: FlowRuntime) => void }) {
  const [{ runtime, blocked }, set] = useState({ runtime: start, blocked: 0 });
  const update = (to: FlowRuntime, blockedNow = blocked) => (onRuntime?.(to), set({ runtime: to, blocked: blockedNow }));
  const onNext = () => {
    const moved = next(runtime);
    if (moved.decision.kind === 'blocked') update(moved.decision.runtime, blocked + 1);
    else if (moved.decision.kind === 'move') update(enterState(runtime, moved.decision.target));
  };
  return (
    <StateView
      runtime={runtime}
      services={noServices}
      busy={false}
      blockedCount={blocked}
      onAnswer={(id: string, value: AnswerValue | null) => update(answer(runtime, id, value))}
      onNext={onNext}
      onBack={() => update(goBack(runtime))}
    />
  );
}

const title = () => document.querySelector('.cv-question__title')?.textContent?.replace(/ \*$/, '');
const questionsShown = () => document.querySelectorAll('.cv-question').length;

describe('one question a screen (flow presentation one_question)', () => {
  it('shows the state one question at a time: Enter goes on, Back goes back, after the last the state moves', async () => {
    const user = userEvent.setup();
    let latest: FlowRuntime | undefined;
    render(<Flow start={begin(flow)} onRuntime={(runtime) => (latest = runtime)} />);
    await screen.findByRole('radiogroup', { name: /What did you like/ }, { timeout: 10_000 });
    expect(questionsShown()).toBe(1);
    expect(screen.getByText('press Enter ↵')).toBeTruthy();

    await user.keyboard('b');
    expect(screen.getByRole('radio', { name: 'Service' })).toBeChecked();
    await user.keyboard('{Enter}');
    await screen.findByRole('radiogroup', { name: /How likely/ }, { timeout: 10_000 });
    expect(questionsShown()).toBe(1);
    expect(document.querySelector('.cv-question__title')).toHaveFocus();

    await user.keyboard('9');
    expect(screen.getByRole('radio', { name: '9' })).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getByRole('button', { name: /Back/ }));
    expect(title()).toBe('What did you like?');
    expect(screen.getByRole('radio', { name: 'Service' })).toBeChecked();
    await user.keyboard('{Enter}');
    await user.keyboard('{Enter}');
    const comment = await screen.findByRole('textbox', { name: /Anything else/ }, { timeout: 10_000 });
    // A field to type into takes focus, and letters typed there are the answer, not shortcuts.
    expect(comment).toHaveFocus();
    await user.keyboard('ac');
    expect(comment).toHaveValue('ac');
    expect(latest!.flow.stateId(latest!.visit.state)).toBe('first');
    await user.keyboard('{Enter}');
    await screen.findByRole('textbox', { name: /Your e-mail/ }, { timeout: 10_000 });
    expect(latest!.flow.stateId(latest!.visit.state)).toBe('second');
  });

  it('keeps the respondent on a required question left empty, with its error, until it is answered', async () => {
    const user = userEvent.setup();
    render(<Flow start={begin(flow)} />);
    await screen.findByRole('radiogroup', { name: /What did you like/ }, { timeout: 10_000 });
    await user.keyboard('{Enter}');
    expect(title()).toBe('What did you like?');
    expect(screen.getByText('Please fill in this field to continue.')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Product' })).toHaveFocus();
    await user.keyboard('a');
    expect(screen.queryByText('Please fill in this field to continue.')).toBeNull();
    await user.keyboard('{Enter}');
    expect(title()).toBe('How likely are you to recommend us?');
  });

  it('a letter past the last option and a digit on a question without points do nothing', async () => {
    const user = userEvent.setup();
    render(<Flow start={begin(flow)} />);
    await screen.findByRole('radiogroup', { name: /What did you like/ }, { timeout: 10_000 });
    await user.keyboard('d5');
    expect(screen.getAllByRole('radio').filter((radio) => (radio as HTMLInputElement).checked)).toHaveLength(0);
  });

  it('after a refused move shows the first question with an error', async () => {
    // The required question was answered and left, then cleared (as a host page's reset might): the state's move is refused.
    const answered = answer(begin(flow), 'liked', ['o-Product']);
    const cleared = answer(answered, 'liked', null);
    const view = (runtime: FlowRuntime, blockedCount: number) => <StateView runtime={runtime} services={noServices} busy={false} blockedCount={blockedCount} onAnswer={() => undefined} onNext={() => undefined} onBack={() => undefined} />;
    const { rerender } = render(view(answered, 0));
    await screen.findByRole('radiogroup', { name: /What did you like/ }, { timeout: 10_000 });
    await userEvent.setup().keyboard('{Enter}');
    expect(title()).toBe('How likely are you to recommend us?');
    act(() => rerender(view(next(cleared).runtime, 1)));
    expect(title()).toBe('What did you like?');
    expect(screen.getByText('Please fill in this field to continue.')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Product' })).toHaveFocus();
  });

  it('Back on a state\'s first question returns to the previous state at its last question', async () => {
    const user = userEvent.setup();
    const onFirst = answer(answer(begin(flow), 'liked', ['o-Product']), 'comment', 'fine');
    const onSecond = enterState(onFirst, onFirst.flow.states.findIndex((state) => state.source.id === 'second'));
    render(<Flow start={onSecond} />);
    await screen.findByRole('textbox', { name: /Your e-mail/ }, { timeout: 10_000 });
    await user.click(screen.getByRole('button', { name: /Back/ }));
    const comment = await screen.findByRole('textbox', { name: /Anything else/ }, { timeout: 10_000 });
    expect(comment).toHaveValue('fine');
    expect(questionsShown()).toBe(1);
  });
});
