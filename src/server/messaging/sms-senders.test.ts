// Issue #20: without SMS_SENDER the development sender stays the default, and says at start that nothing is texted.
import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createSmsSender } from './sms-senders';

describe('the development SMS sender', () => {
  it('warns at start that codes are not texted and writes each code to the log with the number masked', async () => {
    const lines: string[] = [];
    const log = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) }) as unknown as FastifyBaseLogger;
    const sender = createSmsSender({ sender: 'log' }, log);
    expect(lines.join('')).toContain('phone verification codes are written to this log and NOT texted');
    await sender.send('+905551234567', 'Your verification code is 123456');
    const logged = lines.at(-1)!;
    expect(logged).toContain('Your verification code is 123456');
    expect(logged).toContain('"address":"+••••••••••67"');
    expect(logged).not.toContain('5551234567');
  });
});
