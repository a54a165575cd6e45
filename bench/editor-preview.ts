// `npm run bench:editor-preview [-- --browser]`: how long an edit of a 200-state x 20-element draft takes to show in the editor's
// live preview (src/console/editor/preview/), in jsdom (and in Chromium with --browser). Not a timed test: it prints p50/p95 for the issue #18 goal
// (an edit reaches the preview at p95 under 100 ms). Each sample renames a question of the state the preview shows
// and stops the clock when the new text is in the document; the flow's tests re-run after that, one a task
// (use-fixture-results.ts), and are timed on their own.
import os from 'node:os';
import { createRequire, register } from 'node:module';
import { generateWorkload } from './workload';
import { toCanvassFlow } from './adapters/canvass-flow';
import { summarise, timeMs } from './stats';

// React's production build, as the console ships (its development build profiles every render).
process.env.NODE_ENV = 'production';
// The preview's modules import their stylesheets, which Parcel bundles; here they are nothing.
register(`data:text/javascript,${encodeURIComponent("export async function load(url, context, next) { return url.endsWith('.css') ? { format: 'module', source: '', shortCircuit: true } : next(url, context); }")}`);

// jsdom comes without type declarations; the bench needs only its window.
const { JSDOM } = createRequire(import.meta.url)('jsdom') as { JSDOM: new (html: string, options: object) => { window: Window & typeof globalThis } };
const dom = new JSDOM('<!doctype html><html><body><div id="root"></div></body></html>', { url: 'http://localhost/', pretendToBeVisual: true });
for (const key of Object.getOwnPropertyNames(dom.window)) {
  if (!(key in globalThis)) Object.defineProperty(globalThis, key, { configurable: true, writable: true, value: (dom.window as unknown as Record<string, unknown>)[key] });
}
Object.assign(globalThis, { window: dom.window, document: dom.window.document, navigator: dom.window.navigator });
dom.window.Element.prototype.scrollIntoView = () => undefined;

const [{ createElement }, { createRoot }, { flushSync }, { produce }, { I18nextProvider }, { i18n }, { plugins }, { FlowPreview }, { runDraftFixture }, en] = await Promise.all([
  import('react'), import('react-dom/client'), import('react-dom'), import('immer'), import('react-i18next'), import('../src/i18n/i18n'),
  import('../plugins'), import('../src/console/editor/preview/FlowPreview'), import('../src/console/editor/preview/draft-fixtures'),
  import('../src/console/locales/en.json', { with: { type: 'json' } }),
]);
i18n.addResourceBundle('en', 'console', en.default);

const PAGES = 200;
const PER_PAGE = 20;
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 200);
const workload = generateWorkload(PAGES, PER_PAGE);
let flow = toCanvassFlow(workload);
const firstState = flow.states[0]!;
// Three recorded tests, as a flow might carry: the first state answered and left.
const fixtures = [1, 2, 3].map((n) => ({
  id: `test-${n}`,
  document: { name: `Test ${n}`, flow: {}, steps: [{ next: 'button' as const }] },
}));

const root = createRoot(document.getElementById('root')!);
const render = (draft: typeof flow) =>
  root.render(createElement(I18nextProvider, { i18n }, createElement(FlowPreview, {
    flow: draft, edit: () => undefined, registry: plugins, problems: [], fixtures, onFixturesChange: () => undefined,
  })));
render(flow);
// The first render waits for the question views' chunks, as the browser does once.
const question = firstState.elements.find((e) => e.question)!;
const titleShown = (text: string) => document.body.textContent!.includes(text);
for (let i = 0; i < 500 && !titleShown('Next'); i++) await new Promise((resolve) => setTimeout(resolve, 10));
if (!titleShown('Next')) throw new Error('the preview never showed the first state');

const renderMs: number[] = [];
// CPU time of the process beside the wall clock: on a shared machine the wall clock also counts other processes' turns.
const renderCpuMs: number[] = [];
const withEditMs: number[] = [];
for (let i = 0; i < SAMPLES; i++) {
  const text = `Question title, edit ${i}`;
  const edit = timeMs(() => produce(flow, (draft) => void (draft.states[0]!.elements.find((e) => e.id === question.id)!.question!.body = { en: text })));
  const cpu = process.cpuUsage();
  const shown = timeMs(() => flushSync(() => render(edit.value)));
  const used = process.cpuUsage(cpu);
  renderCpuMs.push((used.user + used.system) / 1000);
  if (!titleShown(text)) throw new Error(`edit ${i} did not reach the preview`);
  flow = edit.value;
  renderMs.push(shown.ms);
  withEditMs.push(shown.ms + edit.ms);
  // Let the tests' tasks run before the next edit, as between keystrokes.
  await new Promise((resolve) => setTimeout(resolve, 0));
}
const tests = summarise(Array.from({ length: 20 }, () => timeMs(() => runDraftFixture(fixtures[0]!.document, flow, plugins)).ms));
root.unmount();

const line = (label: string, s: ReturnType<typeof summarise>) => `${label}: p50 ${s.median.toFixed(1)} ms, p95 ${s.p95.toFixed(1)} ms (min ${s.min.toFixed(1)}, max ${s.max.toFixed(1)}, n ${s.n})`;
console.log(`Editor preview, ${PAGES} states x ${PER_PAGE} elements (${flow.states.reduce((n, s) => n + s.elements.length, 0)} elements), jsdom, Node ${process.version}, load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} cores`);
console.log(line('edit -> preview shows it (check, compile, carry answers, render)', summarise(renderMs)));
console.log(line('the same, CPU time of this process', summarise(renderCpuMs)));
console.log(line('the same with the immer edit itself', summarise(withEditMs)));
if (process.argv.includes('--browser')) {
  const { timeEditsInChromium } = await import('./editor-preview-browser');
  const chromium = await timeEditsInChromium(toCanvassFlow(workload), SAMPLES);
  console.log(line('in Chromium: edit -> preview shows it (synchronous render)', chromium.render));
  console.log(line('in Chromium: edit -> the next frame', chromium.frame));
}
console.log(line('one recorded test re-run against the draft (a task of its own, after the preview)', tests));
