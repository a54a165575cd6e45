import { createEffect, createEvent, createStore, sample, type Event } from 'effector';
import type { AgentApi, Report } from './agent-api';
import { localDate, utcOffsetNow } from './report-dates';

/** The ranges offered as one press; "custom" is whatever the two date fields say. */
type ReportPreset = 7 | 30 | 90 | 'custom';

interface Range {
  from: string;
  to: string;
  preset: ReportPreset;
}

const presetRange = (days: number, now = Date.now()): Range => {
  const offset = utcOffsetNow(now);
  return { from: localDate(now, offset, days - 1), to: localDate(now, offset), preset: days as ReportPreset };
};

/**
 * The Reports view (issue #22): one range of whole days in the browser's time zone, the last 7 days at first, read
 * from GET /v1/agent/reports whenever the view opens or the range changes. A reply for a range no longer asked for is
 * dropped, so quick presses end on the last one.
 */
export function createReportsModel(api: AgentApi, left: Event<unknown>) {
  const opened = createEvent();
  const presetChosen = createEvent<7 | 30 | 90>();
  const rangeChosen = createEvent<{ from: string; to: string }>();

  const $range = createStore<Range>(presetRange(7))
    .on(presetChosen, (_, days) => presetRange(days))
    .on(rangeChosen, (_, range) => ({ ...range, preset: 'custom' }));
  const loadFx = createEffect(async (range: Range) => ({ range, report: await api.report({ from: range.from, to: range.to, utcOffset: utcOffsetNow() }) }));
  const $report = createStore<Report | null>(null)
    .on(sample({ clock: loadFx.doneData, source: $range, filter: (range, done) => range === done.range, fn: (_, done) => done.report }), (_, report) => report)
    .reset(left);
  const $failed = createStore(false).on(loadFx.fail, () => true).on(loadFx.done, () => false).reset(opened);

  // A custom range is asked for only when both days are there and in order; the server refuses the rest.
  sample({ clock: [opened, presetChosen, rangeChosen], source: $range, filter: (range) => Boolean(range.from && range.to && range.from <= range.to), target: loadFx });

  return { opened, presetChosen, rangeChosen, $range, $report, $failed, loading: loadFx.pending, failures: [loadFx.failData] };
}

export type ReportsModel = ReturnType<typeof createReportsModel>;
