import { createHmac, randomBytes } from 'node:crypto';

const SECRET_PREFIX = 'whsec_';

/** A new endpoint secret as Standard Webhooks writes them: `whsec_` and the base64 of 32 random bytes. */
export function newWebhookSecret(): string {
  return `${SECRET_PREFIX}${randomBytes(32).toString('base64')}`;
}

/**
 * The three headers of the Standard Webhooks specification: `webhook-signature` is `v1,` and the base64
 * HMAC-SHA256, under the secret's bytes, of `<id>.<timestamp>.<body>`. Receivers check it with any of the
 * specification's libraries (the tests use the `standardwebhooks` package). Written with node:crypto rather than
 * that package so the server carries no dependency for five lines.
 */
export function signedHeaders(id: string, timestampSeconds: number, body: string, secret: string): Record<string, string> {
  const key = Buffer.from(secret.startsWith(SECRET_PREFIX) ? secret.slice(SECRET_PREFIX.length) : secret, 'base64');
  const signature = createHmac('sha256', key).update(`${id}.${timestampSeconds}.${body}`).digest('base64');
  return {
    'content-type': 'application/json',
    'user-agent': 'Canvass-Webhooks/1',
    'webhook-id': id,
    'webhook-timestamp': String(timestampSeconds),
    'webhook-signature': `v1,${signature}`,
  };
}
