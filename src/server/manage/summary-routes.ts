import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import type { Flow } from '../../types/schemas';
import { notFound } from '../api-error';
import type { ServerContext } from '../context';
import { requirePermission } from '../accounts/authenticate';
import { readablePayload } from '../services/answer-limits';
import { csvHeader, feedbackCsv } from '../services/export-feedbacks';
import { RESULTS_QUERY_PROPERTIES, resultsFilter, type ResultsQuery } from '../results/filters';
import { filteredFeedbacks, resultsSummary } from '../results/results-service';
import { storedFilesOf } from '../results/file-answers';
import { optionLabels, responseColumns, responseRow } from '../results/response-rows';
import { xlsxStream } from '../results/xlsx-export';
import { decodeCursor, encodeCursor } from './account-routes';
import { ERROR_RESPONSE, ref } from './schema-registry';

const S = 'manage-summary.schema.json';
const errors = { 400: ERROR_RESPONSE, 401: ERROR_RESPONSE, 403: ERROR_RESPONSE, 404: ERROR_RESPONSE };
const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', minLength: 1, maxLength: 128 } } };
const tags = ['results'];
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

type SummaryQuery = ResultsQuery & { interval?: 'day' | 'week' };
type ResponsesQuery = ResultsQuery & { limit?: number; cursor?: string; sort?: 'newest' | 'oldest' };
type ExportQuery = ResultsQuery & { format?: 'csv' | 'jsonl' | 'xlsx' };

/**
 * A flow's results (issue #19): the summary, the responses table and the export of exactly the filtered set, for
 * every account that may read feedbacks (viewers included). Agents read the answers of their chats' feedbacks in the
 * agent console instead, not a flow's results.
 */
export function summaryRoutes(app: FastifyInstance, context: ServerContext): void {
  const { storage } = context;
  const read = { onRequest: requirePermission(context, 'feedbacks:read') };

  /** The version the filter names, else the newest published one, else the draft (a flow not yet published). */
  const flowOf = async (id: string, version: number | undefined): Promise<{ flow: Flow; version: number | null }> => {
    const stored = await storage.flows.get(id, version);
    if (stored) return { flow: stored.flow, version: stored.version };
    const draft = version === undefined ? await storage.manage.draft(id) : undefined;
    if (!draft) throw notFound(version === undefined ? 'Flow' : `Version ${version} of the flow`);
    return { flow: draft.flow, version: null };
  };

  /**
   * What the console's filters offer (issue #19): the published versions, the nodes that show the flow now (as their
   * flow, or outside operating hours), and the languages of the version shown. A node that showed the flow once and
   * was pointed elsewhere is not offered, though its feedbacks still count and `node_id` still filters by it.
   */
  const filterChoices = async (id: string, flow: Flow) => {
    const [versions, nodes] = await Promise.all([storage.manage.versions(id), storage.nodes.list()]);
    return {
      versions: versions.map((entry) => entry.version),
      nodes: nodes.filter((node) => node.flow_id === id || node.non_operating_hours_flow_id === id).map((node) => ({ id: node.id, name: node.name || node.id })),
      languages: (flow.languages ?? []).map((language) => ({ id: language.id, code: language.code, ...(language.name ? { name: language.name } : {}) })),
    };
  };

  app.get<{ Params: { id: string }; Querystring: SummaryQuery }>('/v1/manage/flows/:id/summary', {
    ...read,
    schema: {
      tags, summary: 'Headline figures, a card per question, drop-off and trend of a flow\'s feedbacks, filtered',
      params: idParams,
      querystring: { type: 'object', additionalProperties: false, properties: { ...RESULTS_QUERY_PROPERTIES, interval: { type: 'string', enum: ['day', 'week'], default: 'day' } } },
      response: { 200: ref(S, 'summary'), ...errors },
    },
  }, async (request) => {
    const filter = resultsFilter(request.params.id, request.query);
    const { flow, version } = await flowOf(request.params.id, filter.version);
    const [summary, choices] = await Promise.all([resultsSummary(storage, flow, filter, request.query.interval ?? 'day'), filterChoices(request.params.id, flow)]);
    return { flow_id: request.params.id, version, choices, ...summary };
  });

  app.get<{ Params: { id: string }; Querystring: ResponsesQuery }>('/v1/manage/flows/:id/responses', {
    ...read,
    schema: {
      tags, summary: 'A flow\'s feedbacks as table rows (one column per question), filtered, by date, a page at a time',
      params: idParams,
      querystring: {
        type: 'object', additionalProperties: false,
        properties: {
          ...RESULTS_QUERY_PROPERTIES,
          sort: { type: 'string', enum: ['newest', 'oldest'], default: 'newest' },
          limit: { type: 'integer', minimum: 1, maximum: 200, default: 50 },
          cursor: { type: 'string', maxLength: 400 },
        },
      },
      response: { 200: ref(S, 'responsePage'), ...errors },
    },
  }, async (request) => {
    const filter = resultsFilter(request.params.id, request.query);
    const { flow } = await flowOf(request.params.id, filter.version);
    const limit = request.query.limit ?? 50;
    const labels = optionLabels(flow);
    const items = [];
    for await (const feedback of filteredFeedbacks(storage, filter, request.query.sort === 'oldest' ? 'asc' : 'desc', decodeCursor(request.query.cursor), limit)) {
      items.push(feedback);
      if (items.length === limit) break;
    }
    const last = items[items.length - 1];
    const files = await storedFilesOf(storage, items);
    const rows = items.map((feedback) => {
      const row = responseRow(feedback, labels);
      const named = files.get(feedback.id);
      return named ? { ...row, files: named } : row;
    });
    return { columns: responseColumns(flow), items: rows, next_cursor: items.length === limit && last ? encodeCursor(last.createdAt, last.id) : null };
  });

  app.get<{ Params: { id: string }; Querystring: ExportQuery }>('/v1/manage/flows/:id/export', {
    ...read,
    schema: {
      tags, summary: 'Exactly the filtered feedbacks as CSV (one row per answer, formula-neutralised, as `canvass export`), JSON lines, or an XLSX workbook (one row per feedback, one column per question), streamed',
      params: idParams,
      querystring: { type: 'object', additionalProperties: false, properties: { ...RESULTS_QUERY_PROPERTIES, format: { type: 'string', enum: ['csv', 'jsonl', 'xlsx'], default: 'csv' } } },
      response: { 200: { description: 'text/csv, application/x-ndjson or an XLSX workbook', type: 'string' }, ...errors },
    },
  }, async (request, reply) => {
    const filter = resultsFilter(request.params.id, request.query);
    const { flow } = await flowOf(request.params.id, filter.version);
    const format = request.query.format ?? 'csv';
    const name = `${request.params.id.replace(/[^A-Za-z0-9_.-]/g, '_')}-results.${format}`;
    reply.header('content-disposition', `attachment; filename="${name}"`).header('cache-control', 'no-store');
    // As `canvass export`: an answer no reader can handle (issue #25) leaves the row without it.
    const readable = async function* () {
      for await (const stored of filteredFeedbacks(storage, filter, 'desc')) {
        const { payload } = readablePayload(stored.payload);
        yield payload === stored.payload ? stored : { ...stored, payload };
      }
    };
    if (format === 'xlsx') {
      const labels = optionLabels(flow);
      const rows = async function* () {
        for await (const feedback of readable()) yield responseRow(feedback, labels);
      };
      return reply.type(XLSX_TYPE).send(Readable.from(xlsxStream(responseColumns(flow), rows())));
    }
    const csv = format === 'csv';
    // Read a page at a time and written as the client takes it (Readable.from waits on the socket): memory stays flat.
    async function* lines() {
      if (csv) yield `${csvHeader()}\n`;
      let chunk = '';
      for await (const feedback of readable()) {
        chunk += csv
          ? feedbackCsv(feedback)
          : `${JSON.stringify({ id: feedback.id, completed: feedback.completed, received_at: new Date(feedback.createdAt).toISOString(), ...feedback.payload })}\n`;
        if (chunk.length > 64_000) {
          yield chunk;
          chunk = '';
        }
      }
      if (chunk) yield chunk;
    }
    return reply
      .type(csv ? 'text/csv; charset=utf-8' : 'application/x-ndjson; charset=utf-8')
      .send(Readable.from(lines()));
  });
}
