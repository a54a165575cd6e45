// Issue #8 fuzzing of documents. src/engine/engine.property.test.ts already covers random valid flows, misspelt
// styles, wrong types at chosen places and random JSON inside a flow; this adds what it leaves out: nodes and
// widgets, whole bundles through the server's import path, arbitrary JSON anywhere (including __proto__ keys),
// problems located at a path that exists in the document, and arbitrary answers from the address (SPEC 2.1
// `responses`) and from callers of answerQuestion.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plugins, questionStyles } from '../../plugins';
import { answerQuestion } from '../../src/engine/answer';
import { Dice, generateFlow } from '../support/random-flows';
import { startFlow } from '../../src/engine/start-flow';
import { models, NOW } from '../support/test-flows';
import { validateDocument, validateFlow } from '../../src/schema/validate';
import demo from '../../src/server/seed/demo.json';
import { importDocuments } from '../../src/server/services/import-documents';
import { createStorage } from '../../src/server/storage/create-storage';
import type { Storage } from '../../src/server/storage/storage';
import { TEST_FLOW, TEST_NODE, TEST_WIDGET } from '../server/fixtures';

const RUNS = { numRuns: Number(process.env.FUZZ_RUNS ?? 300) };
/** Time for one property at that many runs (npm run soak raises FUZZ_RUNS). */
const TIMEOUT = { timeout: 20_000 + RUNS.numRuns * 20 };

/**
 * The ways readable-errors writes paths: `states[2].elements[0].question`, keys joined with dots. An object key made
 * of digits may come either way (`body[0]` from a located value, `body.0` for an unknown field): it cannot tell a
 * list index from a key named "0", and either names the place.
 */
function documentPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  const dotted = (key: string) => (prefix ? `${prefix}.${key}` : key);
  const children = Object.entries(value).flatMap(([key, child]) => {
    const ways = Array.isArray(value) ? [`${prefix}[${key}]`] : /^\d+$/.test(key) ? [`${prefix}[${key}]`, dotted(key)] : [dotted(key)];
    return ways.flatMap((way) => documentPaths(child, way));
  });
  return [prefix, ...children];
}

/**
 * A problem is located when its path is a place in the document, or a field name (a missing required one) under
 * a place in it. Without this a validator could answer "invalid" with paths that help nobody.
 */
function isLocated(path: string, document: unknown): boolean {
  const places = new Set(documentPaths(document));
  if (places.has(path)) return true;
  return [...places].some((place) => {
    const rest = place === '' ? path : path.startsWith(`${place}.`) ? path.slice(place.length + 1) : undefined;
    return rest !== undefined && /^[A-Za-z_$][\w$-]*$/.test(rest);
  });
}

function expectLocatedProblems(result: { ok: true } | { ok: false; problems: readonly { path: string; message: string }[] }, document: unknown): void {
  if (result.ok) return;
  expect(result.problems.length).toBeGreaterThan(0);
  for (const problem of result.problems) {
    expect(problem.message, problem.path).toMatch(/\S/);
    expect(isLocated(problem.path, document), `"${problem.path}: ${problem.message}" is not a place in ${String(JSON.stringify(document)).slice(0, 400)}`).toBe(true);
  }
}

/** Any JSON, including keys an object walker may trip over. */
const hostileJson = fc.oneof(
  { weight: 4, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.constantFrom({ ['__proto__']: { polluted: true } }, JSON.parse('{"__proto__":{"polluted":true}}'), { constructor: { prototype: { polluted: true } } }, { toString: 1, valueOf: 'x' }, [[[[[[[]]]]]]], 'x'.repeat(100_000), -0, 1e308) },
);

/** A copy of `document` with the value at one of its places replaced (or removed, for undefined). */
const mutated = (document: unknown) =>
  fc.tuple(fc.constantFrom(...placesOf(document)), fc.oneof(hostileJson, fc.constant(undefined))).map(([keys, value]) => replaceAt(document, keys, value));

function placesOf(value: unknown, prefix: string[] = []): string[][] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return [prefix, ...Object.entries(value).flatMap(([key, child]) => placesOf(child, [...prefix, key]))];
}

function replaceAt(document: unknown, keys: readonly string[], value: unknown): unknown {
  if (keys.length === 0) return value;
  const copy = structuredClone(document) as Record<string, unknown>;
  let parent = copy;
  for (const key of keys.slice(0, -1)) parent = parent[key] as Record<string, unknown>;
  const last = keys.at(-1)!;
  if (value !== undefined) parent[last] = value;
  else if (Array.isArray(parent)) parent.splice(Number(last), 1);
  else delete parent[last];
  return copy;
}

const polluted = () => ({} as Record<string, unknown>).polluted !== undefined;

describe('schema validator on arbitrary nodes, widgets and flows', TIMEOUT, () => {
  it.each([
    ['node', demo.nodes[0]],
    ['node', TEST_NODE],
    ['widget', demo.widgets[0]],
    ['widget', TEST_WIDGET],
  ] as const)('a valid %s with one part replaced is accepted, or refused with problems located in it', (kind, valid) => {
    expect(validateDocument(kind, valid).ok).toBe(true);
    fc.assert(fc.property(mutated(valid), (document) => {
      expectLocatedProblems(validateDocument(kind, document), document);
      expect(polluted()).toBe(false);
    }), RUNS);
  });

  it.each([
    ['the demo flow', demo.flows[0]],
    ['the server tests\' flow', TEST_FLOW],
  ])('%s with one part replaced is valid and starts, or is refused with problems located in it', (_name, valid) => {
    expect(validateFlow(valid, questionStyles).ok).toBe(true);
    fc.assert(fc.property(mutated(valid), (document) => {
      const result = validateFlow(document, questionStyles);
      if (result.ok) startFlow(result.value, models, { now: NOW });
      expectLocatedProblems(result, document);
    }), RUNS);
  });

  it('any JSON at all as a node, widget or flow is refused with located problems, never an exception', () => {
    fc.assert(fc.property(hostileJson, (document) => {
      for (const kind of ['node', 'widget'] as const) expectLocatedProblems(validateDocument(kind, document), document);
      expectLocatedProblems(validateFlow(document, questionStyles), document);
      expect(polluted()).toBe(false);
    }), RUNS);
  });
});

describe('import of arbitrary bundles (npm run canvass -- import)', TIMEOUT, () => {
  let storage: Storage;
  beforeAll(async () => {
    storage = await createStorage({ databaseUrl: 'sqlite::memory:', dataDir: '.' });
  });
  afterAll(() => storage?.close());

  const stored = async () => JSON.stringify([await storage.flows.list(), await storage.nodes.list(), await storage.widgets.list()]);
  const bundle = fc.record(
    { flows: fc.array(fc.oneof(mutated(demo.flows[0]), mutated(TEST_FLOW), hostileJson), { maxLength: 2 }), nodes: fc.array(fc.oneof(mutated(demo.nodes[0]), mutated(TEST_NODE), hostileJson), { maxLength: 2 }), widgets: fc.array(fc.oneof(mutated(demo.widgets[0]), hostileJson), { maxLength: 2 }) },
    { requiredKeys: [] },
  );

  it('imports a bundle whole or not at all, naming the document and the path of every problem; never throws', async () => {
    let imported = 0;
    let refused = 0;
    await fc.assert(fc.asyncProperty(fc.oneof({ weight: 4, arbitrary: bundle }, { weight: 1, arbitrary: hostileJson }), async (input) => {
      const before = await stored();
      const report = await importDocuments(storage, input, plugins, NOW);
      if (report.problems.length > 0) {
        refused++;
        expect(await stored(), 'a refused import stored something').toBe(before);
        for (const problem of report.problems) expect(problem).toMatch(/^(?:(?:flows|nodes|widgets)\[\d+\]|flow|node|widget|document|node "[^"]*" \(\d+\)|widget "[^"]*"): ./s);
      } else {
        imported++;
        const documents = (input ?? {}) as { flows?: unknown[]; nodes?: unknown[]; widgets?: unknown[] };
        for (const flow of report.flows) expect((await storage.flows.get(flow.id, flow.version))?.version).toBe(flow.version);
        expect(report.nodes.length + report.flows.length + report.widgets.length).toBeLessThanOrEqual((documents.flows?.length ?? 1) + (documents.nodes?.length ?? 1) + (documents.widgets?.length ?? 1));
      }
    }), RUNS);
    expect(imported, 'the generator should produce some valid bundles too').toBeGreaterThan(0);
    expect(refused).toBeGreaterThan(0);
  });
});

describe('engine with answers it did not expect', TIMEOUT, () => {
  const answerValue = fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.constant(null));

  it('starts any valid flow whatever the address preloads (SPEC 2.1 responses): answers that do not fit are left out', () => {
    fc.assert(fc.property(fc.gen(), fc.array(fc.tuple(fc.nat(), answerValue), { maxLength: 6 }), (g, picks) => {
      const plan = generateFlow(new Dice(g));
      const preloaded = Object.fromEntries(picks.map(([n, value]) => {
        const question = plan.questions[n % plan.questions.length]!;
        return [n % 3 === 0 ? (question.question.key ?? question.id) : n % 7 === 0 ? `unknown-${n}` : question.id, value];
      }));
      const runtime = startFlow(plan.flow, models, { now: NOW, preloadedResponses: preloaded as never });
      expect(runtime.preloaded).toBe(Object.keys(preloaded).length > 0);
    }), RUNS);
  });

  it('answerQuestion with any JSON stores it or throws a TypeError naming the question, nothing else', () => {
    fc.assert(fc.property(fc.gen(), fc.nat(), answerValue, (g, n, value) => {
      const plan = generateFlow(new Dice(g));
      const question = plan.questions[n % plan.questions.length]!;
      const runtime = startFlow(plan.flow, models, { now: NOW });
      try {
        answerQuestion(runtime, question.id, value as never, NOW);
      } catch (error) {
        expect(error).toBeInstanceOf(TypeError);
        expect((error as Error).message).toMatch(new RegExp(`^The answer to "${question.id}"`));
      }
    }), RUNS);
  });
});
