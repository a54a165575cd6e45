import type { FastifyBaseLogger } from 'fastify';
import type { SmsSettings } from '../config';
import type { SmsSender } from '../context';

/** A gateway that has not answered in this long has failed; the respondent may ask for a new code. */
const GATEWAY_TIMEOUT_MS = 10_000;
/** Enough of a refusal's body to say why in the log, never a whole page. */
const REFUSAL_SNIPPET_CHARS = 300;

type HttpSettings = Extract<SmsSettings, { sender: 'http' }>;
type TwilioSettings = Extract<SmsSettings, { sender: 'twilio' }>;

/** A number shown in the log with all but its last two digits hidden. */
const maskedNumber = (address: string) => address.replace(/\d(?=\d{2})/g, '•');

/** A development sender: the code goes to the log, so a developer can type it (README "SMS"). */
function logSmsSender(log: FastifyBaseLogger): SmsSender {
  return { send: async (address, text) => void log.warn({ address: maskedNumber(address) }, `SMS (development sender, not sent): ${text}`) };
}

async function refusal(response: Response, gateway: string): Promise<Error> {
  const body = (await response.text().catch(() => '')).slice(0, REFUSAL_SNIPPET_CHARS);
  return new Error(`${gateway} refused the SMS: HTTP ${response.status} ${body}`);
}

/** `{to}` and `{text}` in a template, each value made safe for where it lands by `encode`. */
const fillTemplate = (template: string, values: { to: string; text: string }, encode: (value: string) => string) =>
  template.replace(/\{(to|text)\}/g, (_match, name: 'to' | 'text') => encode(values[name]));

/** The encoding of a body value by the body's type: inside a JSON string, form-encoded, or as it is. */
function bodyEncoder(contentType: string): (value: string) => string {
  if (/json/i.test(contentType)) return (value) => JSON.stringify(value).slice(1, -1);
  if (/x-www-form-urlencoded/i.test(contentType)) return encodeURIComponent;
  return (value) => value;
}

/**
 * Most SMS gateways take one HTTP request with the number and the text in its address or body and a key in a
 * header: the URL and body are templates, so no code is needed per gateway (README "SMS").
 */
function httpSmsSender(settings: HttpSettings): SmsSender {
  const [headerName, ...headerValue] = settings.authHeader?.split(':') ?? [];
  const headers: Record<string, string> = {
    ...(headerName ? { [headerName.trim()]: headerValue.join(':').trim() } : {}),
  };
  const hasBody = settings.method !== 'GET' && settings.method !== 'HEAD';
  return {
    async send(to, text) {
      const response = await fetch(fillTemplate(settings.url, { to, text }, encodeURIComponent), {
        method: settings.method,
        headers: hasBody ? { ...headers, 'content-type': settings.contentType } : headers,
        body: hasBody ? fillTemplate(settings.body, { to, text }, bodyEncoder(settings.contentType)) : undefined,
        signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS),
      });
      if (!response.ok) throw await refusal(response, 'The SMS gateway');
      await response.body?.cancel();
    },
  };
}

/**
 * Twilio's Messages API: a form-encoded POST to /2010-04-01/Accounts/{sid}/Messages.json with the account SID and
 * auth token as basic credentials. TWILIO_FROM is a number, or a messaging service when it starts with MG.
 */
function twilioSmsSender(settings: TwilioSettings): SmsSender {
  const endpoint = `${settings.apiUrl}/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`;
  const credentials = Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString('base64');
  const sender: Record<string, string> = settings.from.startsWith('MG') ? { MessagingServiceSid: settings.from } : { From: settings.from };
  return {
    async send(to, text) {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { authorization: `Basic ${credentials}`, 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ To: to, ...sender, Body: text }).toString(),
        signal: AbortSignal.timeout(GATEWAY_TIMEOUT_MS),
      });
      if (!response.ok) throw await refusal(response, 'Twilio');
      await response.body?.cancel();
    },
  };
}

/** SMS_SENDER's adapter; the development sender says loudly at start that codes are not texted. */
export function createSmsSender(settings: SmsSettings, log: FastifyBaseLogger): SmsSender {
  if (settings.sender === 'http') return httpSmsSender(settings);
  if (settings.sender === 'twilio') return twilioSmsSender(settings);
  log.warn('SMS_SENDER is not set: phone verification codes are written to this log and NOT texted; set SMS_SENDER=http or twilio (README "SMS")');
  return logSmsSender(log);
}
