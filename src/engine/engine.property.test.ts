import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateDocument, validateFlow } from '../schema/validate';
import type { Flow } from '../types/schemas';
import { answerQuestion } from './answer';
import type { AnswerValue } from './answer-value';
import type { CompiledFlow } from './compiled-flow';
import { MESSAGE } from './messages';
import { enterState, goBack, hasVisibleButton, requestMove, type MoveSource } from './navigation';
import { answeredQuestions, buildFeedbackPayload, submitEvents } from './payload';
import { anyShapedAnswer, Dice, generateFlow, isSatisfied, validAnswer, wrongAnswer, type GeneratedFlow } from '../../tests/support/random-flows';
import { elementState, type FlowRuntime } from './runtime';
import { startFlow } from './start-flow';
import { models, NOW, questionStyles } from '../../tests/support/test-flows';
import { triggerHolds } from './triggers';
import { visibleOptionIds } from './validation';

const RUNS = { numRuns: 200 };

/** Runs a check on a generated flow; a failure carries the flow, so a shrunk counterexample can be replayed by hand. */
function onFlow(plan: GeneratedFlow, check: () => void): void {
  try {
    check();
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error);
    throw new Error(`${text}\nflow: ${JSON.stringify(plan.flow)}`, { cause: error });
  }
}

/**
 * Where the runtime disagrees with itself after a sequence of answers: each question's active triggers must be
 * the ones its answer satisfies, and each element and option must be visible exactly as its base visibility and
 * the active triggers aimed at it say (hide wins over show; SPEC 4.3). Empty when consistent.
 */
function inconsistencies(runtime: FlowRuntime): string[] {
  const { flow } = runtime;
  const found: string[] = [];
  const active = (trigger: number) => (elementState(runtime, flow.triggers[trigger]!.sourceElement).activeTriggers ?? []).includes(trigger);
  const resolve = (base: boolean, aimed: readonly number[] = []) => {
    const on = aimed.filter(active).map((t) => flow.triggers[t]!.source.action);
    return on.includes('hide') ? false : on.includes('show') || base;
  };
  for (const element of flow.elements) {
    const state = elementState(runtime, element.index);
    const where = `element ${element.source.id}`;
    if (element.question) {
      const value = state.answer?.value ?? null;
      const holding = element.triggers.filter((t) => triggerHolds(flow.triggers[t]!, element.question!, value));
      const recorded = state.activeTriggers ?? [];
      if (recorded.join() !== holding.join()) found.push(`${where}: active triggers [${recorded}], expected [${holding}]`);
      for (const option of element.question.source.options ?? []) {
        const shown = resolve(option.isVisible ?? true, flow.triggersOnOption.get(`${element.index}:${option.id}`));
        if ((state.hiddenOptions ?? []).includes(option.id) === shown) found.push(`${where}: option ${option.id} should be ${shown ? 'shown' : 'hidden'}`);
      }
    }
    const visible = resolve(element.source.isVisible ?? true, flow.triggersOnElement.get(element.index));
    if (state.visible !== visible) found.push(`${where}: should be ${visible ? 'visible' : 'hidden'}`);
  }
  return found;
}

const questionsOnPage = (runtime: FlowRuntime, plan: GeneratedFlow) =>
  runtime.flow.states[runtime.visit.state]!.elements
    .map((index) => runtime.flow.element(index).question?.source.id)
    .filter((id): id is string => id !== undefined)
    .map((id) => plan.byId.get(id)!);

describe('random valid flows', () => {
  it('(a) pass validateFlow', () => {
    fc.assert(
      fc.property(fc.gen(), (g) => {
        const plan = generateFlow(new Dice(g));
        const result = validateFlow(plan.flow, questionStyles);
        onFlow(plan, () => expect(result.ok ? [] : result.problems).toEqual([]));
      }),
      RUNS,
    );
  });

  it('(b) never make the engine throw, and keep triggers and visibility consistent, whatever the respondent does', () => {
    fc.assert(
      fc.property(fc.gen(), (g) => {
        const d = new Dice(g);
        const plan = generateFlow(d);
        onFlow(plan, () => {
          let now = NOW;
          let runtime = startFlow(plan.flow, models, { now, preview: d.chance(10), requested: d.pick(['en', 'TR', 'xx']) });
          for (let step = d.int(0, 30); step > 0; step--) {
            now += d.int(0, 5000);
            const roll = d.int(0, 9);
            if (roll < 6) {
              const here = questionsOnPage(runtime, plan);
              const question = here.length > 0 && d.chance(80) ? d.pick(here) : d.pick(plan.questions);
              const index = runtime.flow.questionElement.get(question.id)!;
              const visible = visibleOptionIds(runtime.flow.element(index).question!, elementState(runtime, index));
              const wrong = d.chance(10) ? wrongAnswer(d, question, visible) : undefined;
              if (wrong !== undefined) {
                // A programming error, not a respondent's: a TypeError that names the question, and nothing stored.
                expect(() => answerQuestion(runtime, question.id, wrong as AnswerValue, now)).toThrow(new RegExp(`^The answer to "${question.id}"`));
                expect(() => answerQuestion(runtime, question.id, wrong as AnswerValue, now)).toThrow(TypeError);
                continue;
              }
              const value = d.chance(15) ? null : d.chance(50) ? (validAnswer(d, question, visible) ?? null) : anyShapedAnswer(d, question, visible);
              runtime = answerQuestion(runtime, question.id, value, now).runtime;
            } else if (roll < 9) {
              const decision = requestMove(runtime, d.pick<MoveSource>(['button', 'submit', 'auto']));
              if (decision.kind === 'blocked') expect(decision.reasons.length).toBeGreaterThan(0);
              // SPEC 4.4 double-submission guard: only a final state is finished, and a final state always is.
              expect(decision.kind === 'finished').toBe(runtime.flow.states[runtime.visit.state]!.isFinal);
              // A failed submit leaves the respondent where they were.
              runtime = decision.kind === 'move' && d.chance(90) ? enterState(decision.runtime, decision.target) : decision.runtime;
            } else {
              runtime = goBack(runtime);
            }
            expect(inconsistencies(runtime)).toEqual([]);
          }
          const payload = buildFeedbackPayload(runtime, { now, nodeId: 'node-1', partial: d.chance(50) });
          const checked = validateDocument('feedback', payload);
          expect(checked.ok ? [] : checked.problems).toEqual([]);
          submitEvents(runtime, runtime.visit.state, { internal: d.chance(50) });
        });
      }),
      RUNS,
    );
  });

  it('(c) end in a final state, or block with a reason, when the respondent answers every visible question and presses next', () => {
    fc.assert(
      fc.property(fc.gen(), (g) => {
        const d = new Dice(g);
        const plan = generateFlow(d);
        onFlow(plan, () => {
          let runtime = startFlow(plan.flow, models, { now: NOW });
          // Pages only lead forward, so a run takes at most one move per page.
          for (let move = 0; move <= plan.flow.states.length; move++) {
            if (runtime.flow.states[runtime.visit.state]!.isFinal) return;
            const filled = answerPage(d, plan, runtime);
            runtime = filled.runtime;
            const source: MoveSource = hasVisibleButton(runtime) ? d.pick(['button', 'submit'] as const) : 'auto';
            const decision = requestMove(runtime, source);
            if (decision.kind === 'blocked') {
              expect(decision.reasons.length).toBeGreaterThan(0);
              // Every visible question was answered validly, so only a question that cannot be answered may block,
              // or the whole feedback when the path held no visible question at all.
              if (filled.settled) {
                for (const reason of decision.reasons) {
                  if (reason.questionId === null) {
                    expect(reason.message.key).toBe(MESSAGE.atLeastOne);
                    expect(answeredQuestions(runtime)).toEqual([]);
                  } else {
                    expect(filled.unanswerable, `blocked by ${reason.questionId}: ${reason.message.key}`).toContain(reason.questionId);
                  }
                }
              }
              return;
            }
            if (decision.kind === 'finished') return expect.fail('a state that is not final counts as finished');
            if (decision.submit) {
              const payload = buildFeedbackPayload(decision.runtime, { now: NOW + 60_000, nodeId: 'node-1', finalStateId: decision.targetId });
              const checked = validateDocument('feedback', payload);
              expect(checked.ok ? [] : checked.problems).toEqual([]);
            }
            runtime = enterState(decision.runtime, decision.target);
          }
          expect.fail(`no final state after ${plan.flow.states.length + 1} moves`);
        });
      }),
      RUNS,
    );
  });

  it('(d) restore the targets\' visibility when the answer that activated a hide trigger is cleared', () => {
    fc.assert(
      fc.property(fc.gen(), (g) => {
        const d = new Dice(g);
        const plan = generateFlow(d, { withHideTrigger: true });
        const hides = [...plan.triggerSource.keys()].filter((t) => t.action === 'hide' && t.scope !== 'event-dispatch');
        const trigger = d.pick(hides);
        const source = plan.triggerSource.get(trigger)!;
        onFlow(plan, () => {
          let runtime = startFlow(plan.flow, models, { now: NOW });
          const { flow } = runtime;
          const compiled = flow.triggers.find((t) => t.source === trigger)!;
          const sourceIndex = flow.questionElement.get(source.id)!;
          // Answers elsewhere, left alone by the trigger's question: what they show or hide must stay as it was.
          const touched = new Set(flow.element(sourceIndex).triggers.flatMap((t) => targetsOf(flow, t)));
          for (const other of d.some(plan.questions.filter((q) => q.id !== source.id && !touched.has(flow.questionElement.get(q.id)!)))) {
            const index = flow.questionElement.get(other.id)!;
            const value = validAnswer(d, other, visibleOptionIds(flow.element(index).question!, elementState(runtime, index)));
            if (value !== undefined) runtime = answerQuestion(runtime, other.id, value, NOW).runtime;
          }
          const before = answerQuestion(runtime, source.id, null, NOW).runtime;
          const activating = plan.activating.get(trigger)!;
          // A respondent cannot choose an option they do not see: such a trigger cannot be activated now.
          const hiddenNow = elementState(before, sourceIndex).hiddenOptions ?? [];
          if (Array.isArray(activating) && activating.some((id) => hiddenNow.includes(id))) return;
          const applied = answerQuestion(before, source.id, activating, NOW).runtime;
          const sourceAnswer = elementState(applied, sourceIndex).answer!.value;
          if (JSON.stringify(sourceAnswer) === JSON.stringify(activating)) {
            expect(elementState(applied, sourceIndex).activeTriggers).toContain(compiled.index);
            for (const target of compiled.targetElements) expect(elementState(applied, target).visible, `element ${target} hidden`).toBe(false);
            for (const { element, optionId } of compiled.targetOptions) expect(elementState(applied, element).hiddenOptions).toContain(optionId);
          }
          const cleared = answerQuestion(applied, source.id, null, NOW).runtime;
          for (const target of compiled.targetElements) {
            expect(elementState(cleared, target).visible, `element ${flow.element(target).source.id}`).toBe(elementState(before, target).visible);
          }
          for (const { element, optionId } of compiled.targetOptions) {
            const hidden = (r: FlowRuntime) => (elementState(r, element).hiddenOptions ?? []).includes(optionId);
            expect(hidden(cleared), `option ${optionId}`).toBe(hidden(before));
          }
        });
      }),
      RUNS,
    );
  });
});

/** Element indexes a trigger shows or hides, whole or by option. */
function targetsOf(flow: CompiledFlow, trigger: number): number[] {
  const { targetElements, targetOptions } = flow.triggers[trigger]!;
  return [...targetElements, ...targetOptions.map((o) => o.element)];
}

/**
 * Answers every visible question of the current page validly, again while triggers change what is visible, until
 * nothing changes (settled) or five rounds passed. Questions that cannot be answered validly are listed.
 */
function answerPage(d: Dice, plan: GeneratedFlow, start: FlowRuntime): { runtime: FlowRuntime; settled: boolean; unanswerable: string[] } {
  let runtime = start;
  for (let round = 0; round < 5; round++) {
    const unanswerable: string[] = [];
    let changed = false;
    for (const index of runtime.flow.states[runtime.visit.state]!.elements) {
      const compiled = runtime.flow.element(index).question;
      const state = elementState(runtime, index);
      if (!compiled || !state.visible) continue;
      const question = plan.byId.get(compiled.source.id)!;
      const visible = visibleOptionIds(compiled, state);
      if (isSatisfied(question, state.answer?.value ?? null, visible)) continue;
      const value: AnswerValue | undefined = validAnswer(d, question, visible);
      if (value === undefined) unanswerable.push(question.id);
      else {
        runtime = answerQuestion(runtime, question.id, value, NOW).runtime;
        changed = true;
      }
    }
    if (!changed) return { runtime, settled: true, unanswerable };
  }
  return { runtime, settled: false, unanswerable: [] };
}

describe('random invalid flows', () => {
  const expectReadableProblems = (input: unknown) => {
    const result = validateFlow(input, questionStyles);
    expect(result.ok).toBe(false);
    const problems = result.ok ? [] : result.problems;
    expect(problems.length).toBeGreaterThan(0);
    for (const problem of problems) {
      expect(typeof problem.path).toBe('string');
      expect(problem.message).toEqual(expect.any(String));
      expect(problem.message.length).toBeGreaterThan(0);
    }
    return problems;
  };

  it('(e) give ok: false with located problems, never an exception', () => {
    fc.assert(
      fc.property(fc.gen(), (g) => {
        const d = new Dice(g);
        const plan = generateFlow(d);
        const flow = structuredClone(plan.flow) as Flow;
        const question = d.pick(plan.questions);
        const at = `states[${question.page}].elements[${question.position}]`;
        switch (d.int(0, 3)) {
          case 0: {
            // A state that something points at is deleted.
            const victim = d.int(1, flow.states.length - 1);
            const id = flow.states[victim]!.id;
            flow.states[0]!.nextStateId = id;
            flow.states.splice(victim, 1);
            const problems = expectReadableProblems(flow);
            expect(problems).toContainEqual({ path: 'states[0].nextStateId', message: expect.stringContaining(`"${id}" is not a known state`) });
            break;
          }
          case 1: {
            const misspelt = misspell(d, question.style);
            flow.states[question.page]!.elements[question.position]!.question!.style = misspelt;
            expect(expectReadableProblems(flow)).toContainEqual({ path: `${at}.question.style`, message: expect.stringContaining(`"${misspelt}" is not a question style`) });
            break;
          }
          case 2: {
            const [path, value, readable] = d.pick(wrongTypes(question.page, question.position));
            put(flow, path, value);
            expect(expectReadableProblems(flow).map((p) => p.path)).toContain(readable);
            break;
          }
          default:
            expectReadableProblems(d.json());
        }
      }),
      RUNS,
    );
  });

  it('(e) never throw on a valid flow with one part replaced by random JSON, and start it if it is still valid', () => {
    fc.assert(
      fc.property(fc.gen(), (g) => {
        const d = new Dice(g);
        const flow = structuredClone(generateFlow(d).flow);
        put(flow, d.pick(paths(flow)).join('.'), d.json());
        const result = validateFlow(flow, questionStyles);
        if (result.ok) startFlow(result.value, models, { now: NOW });
        else for (const problem of result.problems) expect(typeof problem.path).toBe('string');
      }),
      RUNS,
    );
  });
});

function misspell(d: Dice, style: string): string {
  const at = d.int(0, style.length - 1);
  const candidates = [style.slice(0, at) + style.slice(at + 1), style.slice(0, at) + 'z' + style.slice(at + 1), `${style}${style[at]}`];
  const word = d.pick(candidates);
  return questionStyles.includes(word) || word === '' ? `${style}_x` : word;
}

/** Places where a value of the wrong type can go: the JSON path, the value, and the path the problem should name. */
function wrongTypes(page: number, position: number): [string, unknown, string][] {
  const element = `states.${page}.elements.${position}`;
  const readable = `states[${page}].elements[${position}]`;
  return [
    ['id', 42, 'id'],
    ['languages', 'en', 'languages'],
    ['transitions', {}, 'transitions'],
    [`states.${page}.id`, 7, `states[${page}].id`],
    [`states.${page}.isInitialState`, 'yes', `states[${page}].isInitialState`],
    [`states.${page}.elements`, 'none', `states[${page}].elements`],
    [`${element}.type`, 3, `${readable}.type`],
    [`${element}.order`, '1', `${readable}.order`],
    [`${element}.question.isRequired`, 'yes', `${readable}.question.isRequired`],
    [`${element}.question.options`, { a: 1 }, `${readable}.question.options`],
  ];
}

/** Every path to a value inside a JSON document, as lists of keys. */
function paths(value: unknown, prefix: string[] = []): string[][] {
  if (typeof value !== 'object' || value === null) return [prefix];
  const children = Object.entries(value).flatMap(([key, child]) => paths(child, [...prefix, key]));
  return prefix.length === 0 ? children : [prefix, ...children];
}

function put(document: unknown, path: string, value: unknown): void {
  const keys = path.split('.');
  const last = keys.pop()!;
  const parent = keys.reduce((node, key) => (node as Record<string, unknown>)[key], document) as Record<string, unknown>;
  parent[last] = value;
}
