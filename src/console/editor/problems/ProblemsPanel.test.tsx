import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { produce } from 'immer';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../../../i18n/i18n';
import { settingsSchemasOf } from '../../../plugin-api/settings-limits';
import type { Flow } from '../../../types/schemas';
import tr from '../../locales/tr.json';
import { demoFlow, registry } from '../logic/test-flow';
import { expectNoAxeViolations } from '../logic/test-panel';
import { withSettingsProblems } from '../properties/settings-problems';
import { findProblems } from './find-problems';
import { ProblemsPanel } from './ProblemsPanel';

const broken = produce(demoFlow(), (f) => {
  f.transitions![0]!.rules![0]!.value = '^[0-6';
  f.states[3]!.elements[0]!.question!.options!.splice(0, 1); // o-talk-yes, used by a rule and a trigger
  f.transitions!.splice(1, 1); // nothing leads to the chat any more: a warning
});

/**
 * An outside plugin's style whose `limit` field has no title and no translation anywhere (flow.schema.json does not
 * know it either): it is named by its key.
 */
const outside = { ...registry, counter: { ...registry.star!, style: 'counter', editor: { title: 'Counter', icon: 'M0 0', settingsSchema: { type: 'object', properties: { limit: { type: 'integer', maximum: 3 } } } } } };

function renderProblems(flow = broken, plugins = registry) {
  const onSelect = vi.fn();
  const schemas = settingsSchemasOf(plugins);
  const problems = withSettingsProblems(findProblems(flow, plugins), flow, schemas);
  const view = render(<I18nextProvider i18n={i18n}><ProblemsPanel flow={flow} problems={problems} onSelect={onSelect} settingsSchemas={schemas} /></I18nextProvider>);
  return { ...view, onSelect };
}

/** The demo flow with its star question asking for 20 stars (the star plugin takes 2 to 10). */
const twentyStars = produce(demoFlow(), (f) => {
  const star = f.states.flatMap((state) => state.elements).find((element) => element.question?.style === 'star')!;
  star.question!.max = 20;
});

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

  it('names a plugin\'s settings field by the label its property form shows, in English and in Turkish', async () => {
    const { unmount } = renderProblems(twentyStars);
    expect(screen.getByRole('button', { name: /field “Value of the last star”:\s?Must be at most 10\.$/ })).toBeInTheDocument();
    expect(screen.queryByText(/field “max”/)).toBeNull();
    unmount();
    i18n.addResourceBundle('tr', 'console', tr, true, true);
    await i18n.changeLanguage('tr');
    try {
      const { container } = renderProblems(twentyStars);
      const item = screen.getByRole('button', { name: /“Son yıldızın değeri” alanı/ });
      expect(item.textContent).not.toMatch(/max|Value of the last star/);
      await expectNoAxeViolations(container);
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('names a field its plugin gives no label by its key', () => {
    const flow = produce(twentyStars, (f) => {
      const star = f.states.flatMap((state) => state.elements).find((element) => element.question?.style === 'star')!;
      Object.assign(star.question!, { style: 'counter', limit: 5 });
      delete star.question!.max;
    }) as Flow;
    renderProblems(flow, outside);
    expect(screen.getByRole('button', { name: /field “limit”:\s?Must be at most 3\.$/ })).toBeInTheDocument();
  });

  it('says the flow can be published when nothing is wrong', async () => {
    const { container } = renderProblems(demoFlow());
    expect(screen.getByText('No problems: this flow can be published.')).toBeInTheDocument();
    expect(screen.queryAllByRole('button')).toEqual([]);
    await expectNoAxeViolations(container);
  });
});
