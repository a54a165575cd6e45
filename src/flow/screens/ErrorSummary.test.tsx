import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FlowRuntime } from '../../engine';
import { answer, begin, makeFlow, next, nextButton, options, page, question, thanks } from '../../../tests/support/test-flows';
import { noServices } from '../../plugin-api/testing';
import { StateView } from './StateView';

const flow = makeFlow([
  page('start', [
    question('name', 'text', { isRequired: true, body: { en: 'Your name' } }),
    question('mail', 'email', { isRequired: true, body: { en: 'Your e-mail' } }),
    question('pick', 'checklist', { isMultiSelect: true, maxSelectionCount: 2, options: options('a', 'b', 'c'), body: { en: 'Pick two' } }),
    nextButton(),
  ], { nextStateId: 'thanks' }),
  thanks(),
]);

const view = (runtime: FlowRuntime, blockedCount: number) => <StateView runtime={runtime} services={noServices} busy={false} blockedCount={blockedCount} onAnswer={() => undefined} onNext={() => undefined} onBack={() => undefined} />;
/** Shows the state as it was, then as a blocked Next leaves it (the model counts blocked moves). */
async function show(before: FlowRuntime, after: FlowRuntime, blockedCount: number) {
  const screenView = render(view(before, 0));
  await screen.findByLabelText(/Your name/, undefined, { timeout: 10_000 });
  screenView.rerender(view(after, blockedCount));
  return screenView;
}

// Issue #16 item 12: a blocked Next with several invalid questions shows a summary at the top and focuses it.
describe('the error summary', () => {
  it('counts the invalid questions, links to each, takes focus, and a link focuses its field', async () => {
    const answered = answer(begin(flow), 'pick', ['o-a', 'o-b', 'o-c']);
    await show(answered, next(answered).runtime, 1);
    const summary = await screen.findByRole('group', { name: 'Please check these answers (3):' }, { timeout: 10_000 });
    expect(summary).toHaveFocus();
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Your name: Please fill in this field to continue.',
      'Your e-mail: Please fill in this field to continue.',
      'Pick two: Please select at most 2 options.',
    ]);
    await userEvent.click(links[1]!);
    expect(screen.getByLabelText(/Your e-mail/)).toHaveFocus();
    // Every invalid question is marked the same way.
    expect(document.querySelectorAll('.cv-question--invalid')).toHaveLength(3);
  });

  it('is not shown for one invalid question, whose field takes focus itself', async () => {
    const named = answer(begin(flow), 'name', 'Deniz');
    const shown = await show(named, next(named).runtime, 1);
    expect(screen.queryByRole('group', { name: /Please check/ })).toBeNull();
    expect(screen.getByLabelText(/Your e-mail/)).toHaveFocus();
    shown.unmount();
  });

  it('is not shown before Next is pressed', async () => {
    await show(begin(flow), begin(flow), 0);
    expect(screen.queryByRole('group', { name: /Please check/ })).toBeNull();
  });
});
