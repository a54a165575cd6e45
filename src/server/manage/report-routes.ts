import type { FastifyInstance } from 'fastify';
import { badRequest } from '../api-error';
import type { ServerContext } from '../context';
import { requirePermission } from '../accounts/authenticate';
import { REPORT_DAY_MS, type ReportPeriod } from '../storage/chat-reports';
import { ERROR_RESPONSE, ref } from './schema-registry';

const W = 'manage-workspace.schema.json';
/** A year and a day: a leap year's whole range, and enough for "the last 12 months" from any day. */
const MAX_DAYS = 366;
const DEFAULT_DAYS = 7;

interface ReportQuery {
  from?: string;
  to?: string;
  utc_offset?: number;
}

/** Epoch day of a yyyy-mm-dd (UTC), or NaN for a date that does not exist (2026-02-30). */
function epochDay(date: string): number {
  const ms = Date.parse(`${date}T00:00:00Z`);
  return Number.isNaN(ms) || new Date(ms).toISOString().slice(0, 10) !== date ? Number.NaN : ms / REPORT_DAY_MS;
}
const dateOf = (day: number) => new Date(day * REPORT_DAY_MS).toISOString().slice(0, 10);
const seconds = (ms: number | null) => (ms === null ? null : Math.max(0, Math.round(ms / 1000)));

/**
 * GET /v1/agent/reports (issue #22): chats per day, first response and resolution times, ratings per agent, for whole
 * days in the caller's time zone. In the agent console, for agents and owners (chats:read): the figures are of the
 * chats they work on, and agents see their own and their colleagues' ratings as a team inbox does.
 */
export function reportRoutes(app: FastifyInstance, context: ServerContext): void {
  const { storage, clock } = context;
  app.get<{ Querystring: ReportQuery }>('/v1/agent/reports', {
    onRequest: requirePermission(context, 'chats:read'),
    schema: {
      tags: ['agent workspace'],
      summary: 'Reports: chats per day, first response time, resolution time and ratings per agent for a range of days',
      querystring: {
        type: 'object', additionalProperties: false,
        properties: {
          from: { type: 'string', format: 'date', description: `The first day; by default ${DEFAULT_DAYS - 1} days before "to"` },
          to: { type: 'string', format: 'date', description: 'The last day (included); by default today' },
          utc_offset: { type: 'integer', minimum: -840, maximum: 840, default: 0, description: 'Minutes the caller\'s time zone is ahead of UTC (days start at its midnight)' },
        },
      },
      response: { 200: ref(W, 'report'), 400: ERROR_RESPONSE, 401: ERROR_RESPONSE, 403: ERROR_RESPONSE },
    },
  }, async (request) => {
    const offsetMinutes = request.query.utc_offset ?? 0;
    const offsetMs = offsetMinutes * 60_000;
    const today = Math.floor((clock() + offsetMs) / REPORT_DAY_MS);
    const last = request.query.to === undefined ? today : epochDay(request.query.to);
    const first = request.query.from === undefined ? last - (DEFAULT_DAYS - 1) : epochDay(request.query.from);
    if (Number.isNaN(first) || Number.isNaN(last)) throw badRequest('from and to are days of the calendar (yyyy-mm-dd)');
    if (first > last) throw badRequest('from is a day before to, or the same day');
    if (last - first + 1 > MAX_DAYS) throw badRequest(`A report covers at most ${MAX_DAYS} days`);
    // The local midnight of `first` is UTC midnight minus the offset.
    const period: ReportPeriod = { since: first * REPORT_DAY_MS - offsetMs, until: (last + 1) * REPORT_DAY_MS - offsetMs, offsetMs };
    const { reports } = storage.workspace;
    const [days, totals, ratings, users] = await Promise.all([reports.days(period), reports.totals(period), reports.ratingsByAgent(period), storage.accounts.users.list()]);
    const names = new Map(users.map((user) => [user.id, user.displayName]));
    const byDay = new Map(days.map((day) => [day.day, day]));
    const figures = (f: { chats: number; firstResponses: number; firstResponseMs: number | null; resolved: number; resolutionMs: number | null }) => ({
      chats: f.chats, first_responses: f.firstResponses, first_response_seconds: seconds(f.firstResponseMs), resolved: f.resolved, resolution_seconds: seconds(f.resolutionMs),
    });
    const empty = { chats: 0, firstResponses: 0, firstResponseMs: null, resolved: 0, resolutionMs: null };
    const total = (r: { good: number; neutral: number; bad: number }) => r.good + r.neutral + r.bad;
    return {
      from: dateOf(first),
      to: dateOf(last),
      utc_offset: offsetMinutes,
      totals: figures(totals),
      ratings: ratings.reduce((sum, r) => ({ good: sum.good + r.good, neutral: sum.neutral + r.neutral, bad: sum.bad + r.bad }), { good: 0, neutral: 0, bad: 0 }),
      days: Array.from({ length: last - first + 1 }, (_, i) => ({ date: dateOf(first + i), ...figures(byDay.get(first + i) ?? empty) })),
      agents: ratings
        .map((r) => ({ agent: r.userId === null ? null : { id: r.userId, display_name: names.get(r.userId) ?? '' }, ratings: { good: r.good, neutral: r.neutral, bad: r.bad } }))
        .sort((a, b) => total(b.ratings) - total(a.ratings) || (a.agent?.display_name ?? '\uffff').localeCompare(b.agent?.display_name ?? '\uffff')),
    };
  });
}
