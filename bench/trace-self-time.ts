// Where a page's main thread spent its time, from a Chromium trace (Browser.startTracing/stopTracing): the self time
// of each trace event name (its duration less the events nested in it) on the busiest renderer main thread, so
// "Layout" inside a "FunctionCall" counts once, as layout.

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string };
}

export const TRACE_CATEGORIES = ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing', 'loading'];

/** Milliseconds of self time by event name on the busiest renderer main thread, largest first. */
export function selfTimeByName(trace: Buffer): { name: string; ms: number }[] {
  const events = (JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
  const mains = new Set(events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  const byThread = new Map<string, TraceEvent[]>();
  for (const e of events) {
    const key = `${e.pid}:${e.tid}`;
    if (e.ph !== 'X' || e.dur === undefined || !mains.has(key)) continue;
    const list = byThread.get(key) ?? [];
    list.push(e);
    byThread.set(key, list);
  }
  const busiest = [...byThread.values()].sort((a, b) => total(b) - total(a))[0] ?? [];
  const self = new Map<string, number>();
  const open: { end: number; name: string }[] = [];
  for (const e of busiest.sort((a, b) => a.ts - b.ts || b.dur! - a.dur!)) {
    while (open.length > 0 && open.at(-1)!.end <= e.ts) open.pop();
    const parent = open.at(-1);
    if (parent) self.set(parent.name, (self.get(parent.name) ?? 0) - e.dur!);
    self.set(e.name, (self.get(e.name) ?? 0) + e.dur!);
    open.push({ end: e.ts + e.dur!, name: e.name });
  }
  return [...self.entries()].map(([name, us]) => ({ name, ms: us / 1000 })).sort((a, b) => b.ms - a.ms);
}

const total = (events: TraceEvent[]) => events.reduce((sum, e) => sum + (e.name === 'RunTask' ? e.dur! : 0), 0);
