import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { tryAnswerQuestion } from '../../engine';
import { begin, makeFlow, NOW, nextButton, page, question, thanks } from '../../../tests/support/test-flows';
import { noServices, setInterfaceLanguage } from '../../plugin-api/testing';
import { StateView } from './StateView';

const flow = makeFlow([
  page('start', [question('age', 'numeric', { body: { en: 'Your age' } }), nextButton()], { nextStateId: 'thanks' }),
  thanks(),
]);

// Issue #23 item 4: an answer of the wrong shape (a view's text for a number, a server's odd data) is shown on
// its question in the respondent's language, where it used to vanish.
describe('a refused answer on the screen', () => {
  it.each([
    ['en', 'Your answer could not be validated, please check again.'],
    ['de', 'Ihre Antwort konnte nicht überprüft werden. Bitte prüfen Sie sie noch einmal.'],
  ])('reads "%s" as the question\'s error, which its field points at', async (language, text) => {
    await setInterfaceLanguage(language);
    const attempt = tryAnswerQuestion(begin(flow), 'age', '42', NOW);
    if (attempt.ok) throw new Error('expected a refusal');
    render(<StateView runtime={attempt.runtime} services={noServices} busy={false} blockedCount={0} onAnswer={() => undefined} onNext={() => undefined} onBack={() => undefined} />);
    const field = await screen.findByLabelText(/Your age/, undefined, { timeout: 10_000 });
    expect(field).toHaveAccessibleDescription(expect.stringContaining(text));
    await setInterfaceLanguage('en');
  });
});
