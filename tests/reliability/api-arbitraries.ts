// fast-check generators of HTTP requests to every public endpoint (SPEC 7, src/server/routes): paths with real and
// made-up ids, arbitrary query strings and headers, and bodies that are arbitrary JSON, a valid body with one part
// replaced, text that is not JSON, forms, or one huge string within the body limit.
import fc from 'fast-check';
import { completedFeedback } from './submit-clients';
import { MANAGE_ENDPOINTS } from './manage-endpoints';

/** Ids the server knows, so generated requests reach past the "not found" checks into the real work. */
export interface KnownIds {
  chatId: string;
  chatToken: string;
  incompleteId: string;
  completedId: string;
  verificationId: string;
  uploadName: string;
  agentToken: string;
  /** An owner's API token, so generated requests reach past the management API's door (issue #17). */
  ownerToken: string;
  /** A viewer's account and one of its API tokens, which generated calls may change or remove. */
  userId: string;
  tokenId: string;
  invitationId: string;
  /** A webhook endpoint and one of its deliveries (issue #20). */
  webhookId: string;
  deliveryId: string;
}

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

export interface FuzzRequest {
  method: Method;
  /** The route it was generated for, e.g. "POST /v1/feedbacks". */
  route: string;
  path: string;
  headers: Record<string, string>;
  body?: string | FormData;
}

type Param = 'node' | 'flow' | 'feedback' | 'chat' | 'code' | 'customer' | 'upload' | 'user' | 'token' | 'invitation' | 'version' | 'fixture' | 'webhook' | 'delivery' | 'canned';

interface Endpoint {
  method: Method;
  path: string;
  /** A body the endpoint takes (JSON endpoints), from which bodies are mutated. */
  template?: (ids: KnownIds) => unknown;
  query?: readonly string[];
  multipart?: readonly string[];
}

const ENDPOINTS: readonly Endpoint[] = [
  { method: 'POST', path: '/v1/feedbacks', template: () => completedFeedback('fuzz') },
  { method: 'GET', path: '/v1/nodes/:node', query: ['signature', 'responses'] },
  { method: 'GET', path: '/v1/nodes/:node/customers/:customer' },
  { method: 'GET', path: '/v1/flows/:flow', query: ['version'] },
  { method: 'GET', path: '/v1/web_widgets/code/:code', query: ['t', 'external_id', 'user_id', 'security_token'] },
  { method: 'POST', path: '/v2/web_widgets/:node/customers/visit', template: () => ({ node_id: 'node-1', external_id: 'ext-1', plan: 'pro' }) },
  { method: 'GET', path: '/v1/feedbacks/:chat/chat', query: ['token'] },
  { method: 'POST', path: '/v1/feedbacks/:chat/chat_messages', multipart: ['token', 'body', 'client_id'], query: ['token'] },
  { method: 'POST', path: '/v1/feedbacks/:chat/chat_ratings', template: (ids) => ({ token: ids.chatToken, rating: 100 }), query: ['token'] },
  { method: 'POST', path: '/v1/feedback/:chat/archive', template: (ids) => ({ token: ids.chatToken }), query: ['token'] },
  { method: 'POST', path: '/v2/storage/direct_uploads', multipart: ['file'] },
  { method: 'GET', path: '/uploads/:upload' },
  { method: 'POST', path: '/v1/customers/send_verification_token', template: () => ({ address: '+90 555 123 4567', kind: 'sms', question_id: 'q-phone' }) },
  { method: 'POST', path: '/v1/customers/verify', template: (ids) => ({ verification_id: ids.verificationId, token: '123456' }) },
  { method: 'POST', path: '/integration', template: () => ({ reference_id: 'q-text', flow_id: 'flow-1', body: { why: 'x' } }) },
  { method: 'POST', path: '/v1/flows/:flow/requests', template: () => ({ question_id: 'q-text', flow_id: 'flow-1', answer: 'x' }) },
  { method: 'GET', path: '/v1/agent/chats', query: ['status', 'limit'] },
  { method: 'GET', path: '/v1/agent/chats/:chat' },
  { method: 'POST', path: '/v1/agent/chats/:chat/messages', multipart: ['body', 'name', 'surname', 'client_id'] },
  { method: 'POST', path: '/v1/agent/chats/:chat/status', template: () => ({ status: 'open' }) },
  // The agent workspace (issue #22).
  { method: 'GET', path: '/v1/agent/inbox', query: ['view', 'status', 'q', 'cursor', 'limit'] },
  { method: 'GET', path: '/v1/agent/chats/:chat/context' },
  { method: 'POST', path: '/v1/agent/chats/:chat/assignee', template: (ids) => ({ user_id: ids.userId }) },
  { method: 'POST', path: '/v1/agent/chats/:chat/read' },
  { method: 'POST', path: '/v1/agent/chats/:chat/notes', template: () => ({ body: 'A note' }) },
  { method: 'GET', path: '/v1/agent/agents' },
  { method: 'PUT', path: '/v1/agent/availability', template: () => ({ availability: 'away' }) },
  { method: 'GET', path: '/v1/agent/reports', query: ['from', 'to', 'utc_offset'] },
  { method: 'GET', path: '/v1/agent/canned-responses' },
  { method: 'POST', path: '/v1/agent/canned-responses', template: () => ({ shortcut: 'fuzz', body: 'Thanks' }) },
  { method: 'PUT', path: '/v1/agent/canned-responses/:canned', template: () => ({ shortcut: 'fuzz', body: 'Thanks' }) },
  { method: 'DELETE', path: '/v1/agent/canned-responses/:canned' },
  // Accounts and the management API (issue #17).
  ...MANAGE_ENDPOINTS,
];

/** Text of any Unicode, including NUL, control characters and lone surrogates. */
const anyText = (maxLength = 40) => fc.string({ unit: 'binary', maxLength });
/** What fetch can put in a header value (a ByteString without CR and LF). */
const headerText = fc.string({ unit: fc.integer({ min: 0x20, max: 0xff }).filter((c) => c !== 0x7f).map((c) => String.fromCharCode(c)), maxLength: 300 });

function knownParam(param: Param, ids: KnownIds): string[] {
  switch (param) {
    case 'node': return ['node-1', 'node-2'];
    case 'flow': return ['flow-1'];
    case 'feedback':
    case 'chat': return [ids.chatId, ids.incompleteId, ids.completedId];
    case 'code': return ['PSN-TEST001', 'PSN-NOPE000'];
    case 'customer': return ['customer-1'];
    case 'upload': return [ids.uploadName, `${ids.uploadName.slice(0, -4)}.pdf`];
    case 'user': return [ids.userId];
    case 'token': return [ids.tokenId];
    case 'invitation': return [ids.invitationId];
    case 'version': return ['1', '2', '0'];
    case 'fixture': return ['fuzz-fixture', 'export'];
    case 'webhook': return [ids.webhookId];
    case 'delivery': return [ids.deliveryId];
    case 'canned': return ['canned-unknown'];
  }
}

/** A path parameter: one the server knows, a long one, or any text (encoded, so `..` and `/` stay inside it). */
const paramValue = (param: Param, ids: KnownIds) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...knownParam(param, ids)) },
    { weight: 2, arbitrary: anyText().map(encodeURIComponent) },
    { weight: 1, arbitrary: fc.constantFrom('..%2F..%2Fetc%2Fpasswd', '%00', '%2e%2e', 'x'.repeat(150), '%E0%A4%A', '%', '🙂') },
  );

const queryString = (names: readonly string[], ids: KnownIds) =>
  fc.dictionary(
    fc.oneof(fc.constantFrom(...names, 'x'), anyText(10)),
    fc.oneof(anyText(), headerText, fc.constantFrom(ids.chatToken, '1', '-1', '1e999', 'true', '[]', '{}', 'x'.repeat(5000))),
    { maxKeys: 4 },
  ).map((query) => {
    const text = new URLSearchParams(query).toString();
    return text ? `?${text}` : '';
  });

const CONTENT_TYPES = ['application/json', 'application/json; charset=utf-8', 'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data', 'multipart/form-data; boundary=x', 'application/octet-stream', 'application/json; charset=latin1'];

/** Headers of SPEC 7 (X-COMPLETED, X-FID, identity), Idempotency-Key, agent auth, origin and content type. */
const headers = (ids: KnownIds) =>
  fc.tuple(
    // Mostly the right type, so that many requests get past the parser into the routes.
    fc.oneof({ weight: 5, arbitrary: fc.constant<string | undefined>('application/json') }, { weight: 2, arbitrary: fc.constantFrom(...CONTENT_TYPES) }, { weight: 1, arbitrary: headerText }, { weight: 1, arbitrary: fc.constant(undefined) }),
    fc.record(
    {
      'x-completed': fc.oneof(fc.constantFrom('true', 'false', 'TRUE', ''), headerText),
      'x-fid': fc.oneof(fc.constantFrom(ids.incompleteId, ids.completedId, ids.chatId), headerText),
      'idempotency-key': fc.oneof(headerText, fc.constant('k'.repeat(5000))),
      'x-sdi': headerText,
      'x-sci': headerText,
      'x-wwid': headerText,
      authorization: fc.oneof(fc.constant(`Bearer ${ids.agentToken}`), fc.constant(`Bearer ${ids.ownerToken}`), fc.constant(`Bearer ${ids.chatToken}`), headerText),
      'if-match': fc.oneof(fc.constantFrom('"1"', '"2"', '1', 'W/"1"', '*'), headerText),
      'x-csrf-token': headerText,
      cookie: fc.oneof(fc.constant('canvass_session=made-up-session-id'), headerText),
      origin: fc.oneof(fc.constantFrom('https://customer.example', 'null', 'https://evil.example'), headerText),
      referer: headerText,
    },
    { requiredKeys: [] },
    ),
  ).map(([contentType, rest]): Record<string, string> => (contentType === undefined ? rest : { 'content-type': contentType, ...rest }));

/** Every path to a value inside a JSON document, as lists of keys. */
function paths(value: unknown, prefix: string[] = []): string[][] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return [prefix, ...Object.entries(value).flatMap(([key, child]) => paths(child, [...prefix, key]))];
}

/** A copy of `document` with the value at `path` replaced (undefined deletes it). */
function replaced(document: unknown, path: readonly string[], value: unknown): unknown {
  if (path.length === 0) return value;
  const copy = structuredClone(document) as Record<string, unknown>;
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string, unknown>;
  if (value === undefined) delete parent[path.at(-1)!];
  else parent[path.at(-1)!] = value;
  return copy;
}

/** `document` as JSON text with `depth` nested arrays and objects in place of the value at `path`. */
function deepAt(document: unknown, path: readonly string[], depth: number): string {
  const marker = '"__deep__"';
  const text = JSON.stringify(replaced(document, path, '__deep__'));
  const nested = `${'[{"a":'.repeat(depth / 2)}1${'}]'.repeat(depth / 2)}`;
  return text.includes(marker) ? text.replace(marker, nested) : nested;
}

const jsonBody = (endpoint: Endpoint, ids: KnownIds): fc.Arbitrary<string | undefined> => {
  const template = endpoint.template?.(ids);
  const mutated = template === undefined
    ? fc.jsonValue().map((v) => JSON.stringify(v))
    : fc.tuple(fc.constantFrom(...paths(template)), fc.oneof(fc.jsonValue({ maxDepth: 3 }), fc.constant(undefined), anyText(), fc.constant('x'.repeat(300_000))))
      .map(([path, value]) => JSON.stringify(replaced(template, path, value)));
  return fc.oneof(
    { weight: 4, arbitrary: mutated },
    { weight: 2, arbitrary: fc.jsonValue().map((v) => JSON.stringify(v)) },
    { weight: 1, arbitrary: anyText(200) },
    { weight: 1, arbitrary: fc.constantFrom('{', '{"a":', '[1,2', 'null', '""', '{"__proto__":{"polluted":1}}', '{"constructor":{"prototype":{"polluted":1}}}', '\u0000', '') },
    // Deep nesting anywhere in the document (issue #25 finding 2: an answer 4,000 levels deep broke the export), as
    // text so that JSON.stringify's own recursion is not what is tested.
    { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...paths(template ?? {})), fc.constantFrom(33, 200, 10_000, 100_000)).map(([path, depth]) => deepAt(template ?? {}, path, depth)) },
    // An answer object with more keys than an answer may hold.
    { weight: 1, arbitrary: fc.integer({ min: 201, max: 5_000 }).map((keys) => JSON.stringify(replaced(template ?? {}, ['responses'], [{ question_id: 'q-text', body: Object.fromEntries(Array.from({ length: keys }, (_, i) => [`k${i}`, i])) }]))) },
    // Near the 1 MB body limit, and just over it.
    { weight: 1, arbitrary: fc.constantFrom(900_000, 1_100_000).map((n) => JSON.stringify({ ...(template as object), huge: 'x'.repeat(n) })) },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );
};

const formBody = (endpoint: Endpoint): fc.Arbitrary<FormData> =>
  fc.tuple(
    fc.array(fc.tuple(fc.oneof(fc.constantFrom(...(endpoint.multipart ?? []), 'token', 'body'), anyText(10)), fc.oneof(anyText(), fc.constant('y'.repeat(70_000)))), { maxLength: 6 }),
    fc.option(fc.tuple(fc.constantFrom('file', 'attachment', 'image'), fc.uint8Array({ maxLength: 64 }), fc.constantFrom('a.png', '../../x.png', 'x.svg', '', 'a\u0000.pdf'), fc.constantFrom('image/png', 'application/pdf', 'text/html', ''))),
  ).map(([fields, file]) => {
    const form = new FormData();
    for (const [name, value] of fields) form.append(name, value);
    // A PNG signature in front makes some of the random files pass the type check and reach the store.
    if (file) form.append(file[0], new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), file[1]], { type: file[3] }), file[2]);
    return form;
  });

/** One request to one endpoint, with everything in it generated. */
function fuzzRequest(endpoint: Endpoint, ids: KnownIds): fc.Arbitrary<FuzzRequest> {
  const names = [...endpoint.path.matchAll(/:(\w+)/g)].map((m) => m[1] as Param);
  const pathArb = fc.tuple(...names.map((name) => paramValue(name, ids))).map((values) => {
    let i = 0;
    return endpoint.path.replace(/:(\w+)/g, () => values[i++]!);
  });
  const body: fc.Arbitrary<string | FormData | undefined> = endpoint.method === 'GET'
    ? fc.constant(undefined)
    : endpoint.multipart ? fc.oneof({ weight: 3, arbitrary: formBody(endpoint) }, { weight: 1, arbitrary: jsonBody(endpoint, ids) }) : fc.oneof({ weight: 5, arbitrary: jsonBody(endpoint, ids) }, { weight: 1, arbitrary: formBody(endpoint) });
  return fc.record({ path: pathArb, query: queryString(endpoint.query ?? [], ids), headers: headers(ids), body, keepContentType: fc.boolean() })
    .map(({ path, query, headers: generated, body: payload, keepContentType }) => {
      const sent = { ...generated };
      // Half the forms go with the boundary fetch writes; the others with whatever type was generated.
      if (payload instanceof FormData && !keepContentType) delete sent['content-type'];
      const request: FuzzRequest = { method: endpoint.method, route: `${endpoint.method} ${endpoint.path}`, path: `${path}${query}`, headers: sent, body: payload };
      // fast-check prints counterexamples with this: a short form, not a megabyte of body.
      return Object.assign(request, { [fc.toStringMethod]: () => describeRequest(request) });
    });
}

/** A request as a failure message can show it: the body cut short, a form listed by its fields. */
export function describeRequest(request: FuzzRequest): string {
  const body = request.body instanceof FormData ? `form ${JSON.stringify([...request.body.keys()])}` : JSON.stringify(request.body?.slice(0, 300));
  return `${request.method} ${request.path.slice(0, 300)}\nheaders ${JSON.stringify(request.headers).slice(0, 500)}\nbody ${body}`;
}

/** The request with every NUL character taken out of its path, query and body. */
function withoutNul(request: FuzzRequest): FuzzRequest {
  const strip = (text: string) => text.replaceAll('\u0000', '').replaceAll('\\u0000', '').replace(/%00/gi, '');
  let body = request.body;
  if (typeof body === 'string') body = strip(body);
  else if (body instanceof FormData) {
    const copy = new FormData();
    for (const [name, value] of body) {
      if (typeof value === 'string') copy.append(strip(name), strip(value));
      else copy.append(strip(name), value, strip(value.name));
    }
    body = copy;
  }
  const stripped: FuzzRequest = { ...request, path: strip(request.path), body };
  return Object.assign(stripped, { [fc.toStringMethod]: () => describeRequest(stripped) });
}

/** Every endpoint, weighted alike; `nul: false` leaves NUL characters out. */
export const anyFuzzRequest = (ids: KnownIds, options: { nul: boolean } = { nul: true }): fc.Arbitrary<FuzzRequest> => {
  const any = fc.oneof(...ENDPOINTS.map((endpoint) => fuzzRequest(endpoint, ids)));
  return options.nul ? any : any.map(withoutNul);
};
