// Where a page's JavaScript time goes, from Chromium's sampling profiler (CDP Profiler domain): self time by source
// (a package, or our file) and by function (its source file and line), mapped back through the build's source maps.
import type { Page } from 'playwright-core';
import { sourceMapLookup, type SourceMapLookup } from './source-map-lookup';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}

interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  /** Microseconds before each sample. */
  timeDeltas: number[];
}

export interface SelfTime {
  name: string;
  ms: number;
}

/** "react-dom" or "@dnd-kit/core" for a file of a package, else our path from src/ or plugins/. */
function originOf(source: string): string {
  const inPackage = [...source.matchAll(/node_modules\/((?:@[^/]+\/)?[^/]+)/g)].at(-1)?.[1];
  if (inPackage) return inPackage;
  return /(?:src|plugins)\/.*$/.exec(source)?.[0] ?? source;
}

const fileName = (url: string) => new URL(url).pathname.split('/').pop() ?? url;
const largestFirst = (totals: Map<string, number>): SelfTime[] => [...totals].map(([name, us]) => ({ name, ms: us / 1000 })).sort((a, b) => b.ms - a.ms);

/** Runs `action` (same-origin navigations keep the session) under the profiler, sampling every 250 µs. */
export async function profileSelfTime(page: Page, action: () => Promise<void>): Promise<{ bySource: SelfTime[]; byFunction: SelfTime[]; byOurCaller: SelfTime[] }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 250 });
  await cdp.send('Profiler.start');
  await action();
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
  await cdp.detach();

  const selfUs = new Map<number, number>();
  profile.samples.forEach((id, i) => selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));
  const maps = new Map<string, Promise<SourceMapLookup | undefined>>();
  const mapOf = (url: string) => {
    if (!maps.has(url)) {
      maps.set(url, fetch(`${url}.map`).then(async (answer) => (answer.ok ? sourceMapLookup(await answer.json()) : undefined)).catch(() => undefined));
    }
    return maps.get(url)!;
  };
  const bySource = new Map<string, number>();
  const byFunction = new Map<string, number>();
  // A package's time charged to the nearest of our functions up its stack: which of our code makes React or i18next busy.
  const byOurCaller = new Map<string, number>();
  const parentOf = new Map<number, ProfileNode>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node);
  const ourName = async (node: ProfileNode): Promise<string | undefined> => {
    const { url, functionName, lineNumber, columnNumber } = node.callFrame;
    const position = url.startsWith('http') ? (await mapOf(url))?.at(lineNumber, columnNumber) : undefined;
    if (!position || /node_modules/.test(position.source)) return undefined;
    return `${functionName || '(anonymous)'} ${originOf(position.source)}:${position.line}`;
  };
  const add = (totals: Map<string, number>, name: string, us: number) => totals.set(name, (totals.get(name) ?? 0) + us);
  for (const node of profile.nodes) {
    const us = selfUs.get(node.id) ?? 0;
    const { url, functionName, lineNumber, columnNumber } = node.callFrame;
    if (us === 0 || functionName === '(idle)') continue;
    // (program), (garbage collector) and the browser's own functions have no script.
    const position = url.startsWith('http') ? (await mapOf(url))?.at(lineNumber, columnNumber) : undefined;
    const source = position ? originOf(position.source) : url ? fileName(url) : functionName || '(native)';
    add(bySource, source, us);
    add(byFunction, position ? `${functionName || '(anonymous)'} ${source}:${position.line}` : `${functionName || '(anonymous)'} ${source}`, us);
    if (position && /node_modules/.test(position.source)) {
      let caller = parentOf.get(node.id);
      let name: string | undefined;
      while (caller && !(name = await ourName(caller))) caller = parentOf.get(caller.id);
      add(byOurCaller, `${source} ← ${name ?? '(no caller of ours)'}`, us);
    }
  }
  return { bySource: largestFirst(bySource), byFunction: largestFirst(byFunction), byOurCaller: largestFirst(byOurCaller) };
}
