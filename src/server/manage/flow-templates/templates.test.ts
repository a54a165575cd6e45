// Issue #18: every template is a flow `canvass import` takes (flow.schema.json and the registry's styles, no unsafe
// patterns), and its fixture passes, so a flow made from it publishes.
import { describe, expect, it } from 'vitest';
import { plugins, questionStyles } from '../../../../plugins';
import { runFixture } from '../../../fixtures/run-fixture';
import { validateFlow } from '../../../schema/validate';
import { unsafePatternProblems } from '../../services/unsafe-patterns';
import { FLOW_TEMPLATES } from './catalog';

describe.each(FLOW_TEMPLATES.map((template) => [template.id, template] as const))('the %s template', (_id, template) => {
  it('is a valid flow with questions, a thank-you or chat end, and names in English and Turkish', () => {
    const checked = validateFlow(template.flow, questionStyles);
    expect(checked.ok ? [] : checked.problems).toEqual([]);
    if (checked.ok) expect(unsafePatternProblems(checked.value)).toEqual([]);
    expect(template.flow.states.some((state) => state.style === 'thank' || state.style === 'chat')).toBe(true);
    expect(template.flow.states.flatMap((state) => state.elements ?? []).filter((e) => e.question).length).toBeGreaterThan(0);
    expect([template.name.tr, template.description.tr].every(Boolean)).toBe(true);
    expect(template.flow.languages.map((language) => language.code)).toEqual(['en', 'tr']);
  });

  it('has every text in both of its languages', () => {
    const texts: Record<string, string>[] = [];
    const collect = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(collect);
      else if (typeof value === 'object' && value !== null) {
        if ('en' in value) texts.push(value as Record<string, string>);
        else Object.values(value).forEach(collect);
      }
    };
    collect(template.flow.states);
    expect(texts.length).toBeGreaterThan(0);
    expect(texts.filter((text) => !text.en || !text.tr)).toEqual([]);
  });

  it('has a fixture that passes against it', () => {
    expect(runFixture(template.fixture, plugins).failures).toEqual([]);
  });
});

it('offers NPS, CSAT, CES, product feedback, a bug report with a screenshot and a contact request with chat', () => {
  expect(FLOW_TEMPLATES.map((template) => template.id)).toEqual(['nps', 'csat', 'ces', 'product-feedback', 'bug-report', 'contact-chat']);
  const styles = (id: string) => FLOW_TEMPLATES.find((t) => t.id === id)!.flow.states.flatMap((s) => s.elements ?? []).map((e) => e.question?.style);
  expect(styles('nps')).toContain('score');
  expect(styles('ces')).toContain('ces');
  expect(styles('bug-report')).toContain('screenshot');
  expect(FLOW_TEMPLATES.find((t) => t.id === 'contact-chat')!.flow.states.some((s) => s.style === 'chat')).toBe(true);
});
