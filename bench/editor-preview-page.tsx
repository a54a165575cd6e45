// The page bench/editor-preview-browser.ts times in Chromium: the editor's live preview alone on the draft the
// bench puts in `window.benchFlow`, with `window.timeEdit(text)` renaming a question of the state shown and
// resolving the milliseconds until the edit is in the document (synchronous render) and until the next frame.
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { produce } from 'immer';
import { i18n } from '../src/i18n/i18n';
import { plugins } from '../plugins';
import type { Flow } from '../src/types/schemas';
import { FlowPreview } from '../src/console/editor/preview/FlowPreview';
import en from '../src/console/locales/en.json';

declare global {
  interface Window {
    benchFlow: Flow;
    timeEdit(text: string): Promise<{ renderMs: number; frameMs: number }>;
  }
}

i18n.addResourceBundle('en', 'console', en);
const root = createRoot(document.getElementById('root')!);
let flow = window.benchFlow;
const fixtures = [1, 2, 3].map((n) => ({ id: `test-${n}`, document: { name: `Test ${n}`, flow: {}, steps: [{ next: 'button' as const }] } }));
const render = () =>
  root.render(
    <I18nextProvider i18n={i18n}>
      <FlowPreview flow={flow} edit={() => undefined} registry={plugins} problems={[]} fixtures={fixtures} onFixturesChange={() => undefined} />
    </I18nextProvider>,
  );
render();

const questionIndex = flow.states[0]!.elements.findIndex((e) => e.question);
window.timeEdit = (text) => {
  const start = performance.now();
  flow = produce(flow, (draft) => void (draft.states[0]!.elements[questionIndex]!.question!.body = { en: text }));
  flushSync(render);
  if (!document.body.textContent!.includes(text)) throw new Error('the edit did not reach the preview');
  const renderMs = performance.now() - start;
  return new Promise((resolve) => requestAnimationFrame(() => resolve({ renderMs, frameMs: performance.now() - start })));
};
