import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { flow as validateFlowSchema } from '../../schema/generated/validators';
import type { Flow } from '../../types/schemas';
import { seededRandom } from '../../lib/seeded-random';
import { draftSchemaErrors } from './draft-schema-errors';
import { demoFlow, registry } from './logic/test-flow';
import { compileDraft } from './preview/draft-runtime';
import { findProblems } from './problems/find-problems';

type Loose = Record<string, unknown>;
/** Any part of a flow, open to fields its type does not have (the edits make invalid drafts too). */
const loose = (value: object): Loose => value as Loose;

/** One random edit, as an editor panel makes it (an immer recipe), valid or not: most touch one state. */
function randomEdit(random: () => number): (flow: Flow) => void {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const edits: ((flow: Flow) => void)[] = [
    (f) => void (pick(f.states).name = `Page ${Math.floor(random() * 100)}`),
    (f) => void (pick(f.states).name = 'x'.repeat(501)),
    (f) => void (loose(pick(f.states)).colour = 'red'),
    (f) => void delete loose(pick(f.states)).colour,
    (f) => {
      const state = pick(f.states);
      if (state.elements.length > 0) delete loose(pick(state.elements)).id;
    },
    (f) => {
      const element = pick(pick(f.states).elements);
      if (element?.question) loose(element.question).text = random() < 0.5 ? 42 : { en: 'Typed text' };
    },
    (f) => {
      const element = pick(pick(f.states).elements);
      if (element) element.id = random() < 0.5 ? 'has space' : `el-${Math.floor(random() * 1e6)}`;
    },
    (f) => {
      const [a, b] = [Math.floor(random() * f.states.length), Math.floor(random() * f.states.length)];
      [f.states[a], f.states[b]] = [f.states[b]!, f.states[a]!];
    },
    (f) => void (f.states.length > 1 && f.states.splice(Math.floor(random() * f.states.length), 1)),
    (f) => void f.states.splice(Math.floor(random() * f.states.length), 0, { ...(JSON.parse(JSON.stringify(pick(f.states))) as Flow['states'][number]), id: `s-${Math.floor(random() * 1e6)}` }),
    (f) => void (loose(f).colour = random() < 0.5 ? 'red' : undefined),
    (f) => void (f.transitions?.length && (pick(f.transitions).fromStateId = random() < 0.5 ? 'bad id!' : f.states[0]!.id)),
    (f) => void (loose(f).defaultLanguageId = random() < 0.3 ? 'one' : f.languages[0]!.id),
    (f) => void (loose(pick(f.states)).style = random() < 0.5 ? 'party' : 'default'),
    // Edits the reference checks read, and texts, which they do not.
    (f) => {
      const question = pick(pick(f.states).elements)?.question;
      if (question) question.body = { en: `Typed ${Math.floor(random() * 1000)}` };
    },
    (f) => {
      const question = pick(pick(f.states).elements)?.question;
      if (question) question.body = { en: `Typed ${Math.floor(random() * 1000)}` };
    },
    (f) => void (pick(f.states).nextStateId = random() < 0.5 ? 'nowhere' : pick(f.states).id),
    (f) => void (f.transitions?.length && (pick(f.transitions).toStateId = random() < 0.5 ? 'nowhere' : pick(f.states).id)),
    (f) => {
      const question = pick(pick(f.states).elements)?.question;
      if (question) question.style = random() < 0.3 ? 'no-such-style' : 'text';
    },
    (f) => {
      const option = pick(pick(pick(f.states).elements)?.question?.options ?? []);
      if (option) option.key = random() < 0.5 ? 'renamed' : option.id;
    },
    (f) => {
      const trigger = pick(f.states.flatMap((state) => state.elements.flatMap((element) => element.triggers ?? [])));
      if (trigger?.targetIds?.length) trigger.targetIds[0] = random() < 0.5 ? 'missing' : pick(pick(f.states).elements)?.id ?? 'missing';
    },
  ];
  return pick(edits);
}

const fullSchemaErrors = (flow: unknown) => (validateFlowSchema(flow) ? [] : validateFlowSchema.errors ?? []);

describe('the editor\'s checks of a draft, state by state', () => {
  it('gives the errors of a full schema pass, in its order, after each of 400 random edits', () => {
    const random = seededRandom(18);
    const valid = produce(demoFlow(), () => undefined);
    let flow = valid;
    let invalid = 0;
    for (let edit = 0; edit < 400; edit++) {
      // Now and then the author undoes back to the valid draft (its states' results are kept from before).
      flow = produce(random() < 0.1 ? valid : flow, randomEdit(random));
      expect(flow.states.every((state) => Object.isFrozen(state))).toBe(true);
      const errors = draftSchemaErrors(flow);
      expect(errors).toEqual(fullSchemaErrors(structuredClone(flow)));
      if (errors.length > 0) invalid++;
    }
    // The edits reached both valid and invalid drafts.
    expect(invalid).toBeGreaterThan(20);
    expect(invalid).toBeLessThan(400);
  });

  it('keeps the problems list and the preview as a full check gives them (schema, references, compile)', () => {
    const random = seededRandom(7);
    const valid = produce(demoFlow(), () => undefined);
    let flow = valid;
    const outcomes = new Set<string>();
    for (let edit = 0; edit < 300; edit++) {
      flow = produce(random() < 0.1 ? valid : flow, randomEdit(random));
      // A copy is not frozen: it is checked whole.
      const copy = structuredClone(flow);
      expect(findProblems(flow, registry)).toEqual(findProblems(copy, registry));
      const preview = compileDraft(flow, registry);
      const full = compileDraft(copy, registry);
      expect(preview.ok).toBe(full.ok);
      if (!preview.ok && !full.ok) expect(preview.problems).toEqual(full.problems);
      outcomes.add(preview.ok ? 'ok' : draftSchemaErrors(flow).length > 0 ? 'schema' : 'references');
    }
    // The walk reached valid drafts, drafts the schema refuses, and drafts only the reference checks refuse.
    expect([...outcomes].sort()).toEqual(['ok', 'references', 'schema']);
  });

  it('checks again only the state an edit changed', () => {
    const before = produce(demoFlow(), (f) => void (loose(f.states[0]!).colour = 'red'));
    const first = draftSchemaErrors(before);
    const after = produce(before, (f) => void (loose(f.states[2]!).colour = 'blue'));
    const second = draftSchemaErrors(after);
    expect(second.map((e) => e.instancePath)).toEqual(['/states/0', '/states/2']);
    // The untouched state's error is the one object found before: that state was not checked again.
    expect(second[0]).toBe(first[0]);
  });

  it('finds a state moved to another index at its new place', () => {
    const before = produce(demoFlow(), (f) => void (loose(f.states[0]!).colour = 'red'));
    draftSchemaErrors(before);
    const moved = produce(before, (f) => void f.states.push(f.states.shift()!));
    expect(draftSchemaErrors(moved).map((e) => e.instancePath)).toEqual([`/states/${moved.states.length - 1}`]);
  });
});
