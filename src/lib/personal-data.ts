// What never leaves this server or a respondent's browser in logs and error reports (issue #10): answers, emails,
// phone numbers, chat text, tokens. Shared by the browser's report scrubber and the server's log serializers.

const FILTERED = '[Filtered]';

/** Query parameters whose values say where a request went, not who sent it; every other value is filtered. */
export const SAFE_QUERY_PARAMS: ReadonlySet<string> = new Set(['node_id', 'flow_id', 'feedback_id', 'code', 'lang', 't', 'sdk', 'isPreview', 'is_internal_feedback', 'host_origin']);

/**
 * Keys whose values are answers, contact details, chat text or secrets, wherever they appear in logged or reported
 * data (SPEC 3.5 payload fields, chat bodies, identity and customer data, credentials).
 */
const PERSONAL_KEY = /^(answers?|responses?|body|comment|text|message_?body|chat_?text|email|e_?mail|phone(_?number)?|number|address|customer|customer_?attributes|custom_?attributes|attributes|payload|token|chat_?token|security_?token|signature|password|authorization|cookies?|x-[a-z]*ci|x-[a-z]*di|ip_?address|username|external_?id|user_?id|creator_?id)$/i;

/** A key, or the last part of a dotted attribute name ("user.email", "http.request.header.cookie", "client.address"). */
export const isPersonalKey = (key: string): boolean => PERSONAL_KEY.test(key) || PERSONAL_KEY.test(key.slice(key.lastIndexOf('.') + 1));

const EMAIL = /[^\s@"'<>(),;:/?&=]+@[^\s@"'<>(),;:/?&=]+\.[a-z]{2,}/gi;
// A run of digits with phone punctuation (no dots: versions and addresses use them); counted below so that
// dates and short numbers stay readable. A full stop may end the sentence after a number.
const PHONE_CANDIDATE = /(?<![\w.-])\+?\(?\d[\d ()-]{6,}\d(?![\w-]|\.\d)/g;
const DATE_START = /^\(?\d{4}-\d{2}-\d{2}/;
const QUERY_PAIR = /([?&])([^=&#\s"'<>]+)=([^&#\s"'<>]*)/g;

function maskPhones(text: string): string {
  return text.replace(PHONE_CANDIDATE, (match) => {
    const digits = match.replace(/\D/g, '').length;
    return digits >= 9 && digits <= 15 && !DATE_START.test(match) ? '[phone]' : match;
  });
}

/** Emails and phone numbers in free text become placeholders; query values in URLs inside the text are filtered. */
export function maskPersonalText(text: string): string {
  const withoutQueries = text.replace(QUERY_PAIR, (_m, sep: string, name: string, value: string) => `${sep}${name}=${SAFE_QUERY_PARAMS.has(name) ? value : FILTERED}`);
  return maskPhones(withoutQueries.replace(EMAIL, '[email]'));
}

/** A URL (absolute or a path) with every query value filtered except the SAFE_QUERY_PARAMS, then masked. */
export function redactUrl(url: string): string {
  return maskPersonalText(url);
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && (Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null);

/**
 * A copy of plain data (objects, arrays, strings) with personal keys filtered and free text masked. Anything
 * else (class instances, functions) is returned as it is: callers serialise those themselves (pino's err).
 */
export function scrubPersonalData<T>(value: T, depth = 0): T {
  if (typeof value === 'string') return maskPersonalText(value) as T;
  if (depth > 8) return value;
  if (Array.isArray(value)) return value.map((item) => scrubPersonalData(item, depth + 1)) as T;
  if (!isPlainObject(value)) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) copy[key] = isPersonalKey(key) && item !== undefined && item !== null ? FILTERED : scrubPersonalData(item, depth + 1);
  return copy as T;
}
