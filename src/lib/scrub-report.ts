import { maskPersonalText, redactUrl, SAFE_QUERY_PARAMS, scrubPersonalData } from './personal-data';

/**
 * What the error-reporting SDK may collect by itself (its `dataCollection` option), browser and server alike: no user
 * details, cookies, bodies, local variables or database parameters; headers that describe the client only; query
 * values only of the parameters that say where a request went. scrubReport below is the second line of defence.
 */
export const REPORT_DATA_COLLECTION = {
  userInfo: false,
  cookies: false,
  httpHeaders: { request: { allow: ['user-agent', 'content-type', 'accept-language'] }, response: false },
  httpBodies: [],
  urlQueryParams: { allow: [...SAFE_QUERY_PARAMS] },
  databaseQueryData: false,
  queues: false,
  stackFrameVariables: false,
};

/**
 * The parts of an error-reporting event (Sentry's event shape) that can carry what a respondent typed. Structural,
 * so src/lib stays free of vendor types; Sentry's ErrorEvent and TransactionEvent fit it.
 */
export interface ScrubbableReport {
  message?: string;
  logentry?: { message?: string; params?: unknown[] };
  exception?: { values?: { value?: string }[] };
  breadcrumbs?: { message?: string; data?: Record<string, unknown> }[];
  request?: { url?: string; query_string?: unknown; data?: unknown; cookies?: unknown; headers?: Record<string, string> };
  user?: { id?: string | number };
  extra?: Record<string, unknown>;
  tags?: Record<string, unknown>;
  contexts?: Record<string, unknown>;
  spans?: { description?: string; data?: Record<string, unknown> }[];
}

const mask = (text: string | undefined) => (text === undefined ? undefined : maskPersonalText(text));

function scrubHeaders(headers: Record<string, string> | undefined): Record<string, string> | undefined {
  if (!headers) return undefined;
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (/^(cookie|authorization|x-[a-z]*(ci|di)|x-fid)$/i.test(name)) continue;
    kept[name] = /^referer$/i.test(name) ? redactUrl(value) : value;
  }
  return kept;
}

/** A span as the SDK streams it (name, attributes) or as a transaction holds it (description, data). */
export interface ScrubbableSpan {
  name?: string;
  description?: string;
  attributes?: Record<string, unknown>;
  data?: Record<string, unknown>;
}

/** A copy of the span with query values filtered in its name and personal attributes (user, client address) dropped. */
export function scrubSpan<S extends ScrubbableSpan>(span: S): S {
  return {
    ...span,
    ...(span.name === undefined ? {} : { name: maskPersonalText(span.name) }),
    ...(span.description === undefined ? {} : { description: maskPersonalText(span.description) }),
    ...(span.attributes === undefined ? {} : { attributes: scrubPersonalData(span.attributes) }),
    ...(span.data === undefined ? {} : { data: scrubPersonalData(span.data) }),
  };
}

/**
 * A copy of the report without personal data (issue #10): request bodies, cookies and identity headers dropped,
 * URLs' query values filtered, answers/emails/phones/chat text filtered in extra, breadcrumbs, contexts and spans,
 * emails and phone numbers masked in messages; of the user only the id stays.
 */
export function scrubReport<E extends ScrubbableReport>(event: E): E {
  const { trace, ...contexts } = event.contexts ?? {};
  return {
    ...event,
    message: mask(event.message),
    logentry: event.logentry && { message: mask(event.logentry.message), params: scrubPersonalData(event.logentry.params) },
    exception: event.exception && { ...event.exception, values: event.exception.values?.map((value) => ({ ...value, value: mask(value.value) })) },
    breadcrumbs: event.breadcrumbs?.map((crumb) => ({ ...crumb, message: mask(crumb.message), data: scrubPersonalData(crumb.data) })),
    request: event.request && {
      ...event.request,
      url: event.request.url === undefined ? undefined : redactUrl(event.request.url),
      query_string: undefined,
      data: undefined,
      cookies: undefined,
      headers: scrubHeaders(event.request.headers),
    },
    user: event.user && (event.user.id === undefined ? undefined : { id: event.user.id }),
    extra: scrubPersonalData(event.extra),
    tags: scrubPersonalData(event.tags),
    // The trace context holds only ids and span names; the rest (browser, os, react's component stack, ours) is scrubbed.
    contexts: event.contexts && { ...scrubPersonalData(contexts), ...(trace === undefined ? {} : { trace }) },
    spans: event.spans?.map(scrubSpan),
  };
}
