import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { logSerializers, requestIdFor } from './logging';

const withHeader = (value: string | undefined) => ({ headers: value === undefined ? {} : { 'x-request-id': value } }) as unknown as IncomingMessage;

describe('requestIdFor', () => {
  it('keeps an id a proxy sent and makes one otherwise', () => {
    expect(requestIdFor(withHeader('7f3c2a1e-proxy.42'))).toBe('7f3c2a1e-proxy.42');
    expect(requestIdFor(withHeader(undefined))).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdFor(withHeader('x'.repeat(200)))).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdFor(withHeader('a b\nforged log line'))).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('logSerializers.err', () => {
  it('keeps the type and stack and drops what the respondent typed', () => {
    const error = Object.assign(new Error('duplicate key for jane@example.com'), { code: '23505', detail: 'Key (email)=(jane@example.com) exists', body: { answers: ['x'] } });
    const logged = logSerializers.err(error);
    expect(logged).toMatchObject({ type: 'Error', message: 'duplicate key for [email]', code: '23505', detail: 'Key (email)=([email]) exists', body: '[Filtered]' });
    expect(JSON.stringify(logged)).not.toContain('jane@example.com');
  });
});
