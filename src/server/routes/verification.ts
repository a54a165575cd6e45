import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { VERIFICATION_KIND } from '../../lib/constants';
import { ApiError, badRequest, notFound } from '../api-error';
import type { ServerContext } from '../context';
import { isShownPhoneVerification, numberKeyOf } from '../services/phone-proof';
import { newSecret, secretsEqual, sha256 } from '../services/tokens';

const CODE_TTL_MS = 10 * 60_000;
const MAX_ATTEMPTS = 5;
const HOUR_MS = 3_600_000;
const CODES_PER_NUMBER_PER_HOUR = 5;
const CODES_PER_ADDRESS_PER_HOUR = 20;
// SPEC 5 does not show the phone-number bounds; this accepts international numbers loosely and leaves the
// precise check to the client's phone question.
const PHONE = /^\+?[0-9 ()-]{6,20}$/;
const MIN_DIGITS = 6;

/** A text field of a form or JSON body, trimmed; undefined when absent or not text. */
const field = (body: unknown, name: string): string | undefined => {
  const value = (body as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value.trim() : undefined;
};

const isPhoneNumber = (address: string) => PHONE.test(address) && address.replace(/\D/g, '').length >= MIN_DIGITS;

/**
 * SPEC 4.5/7 phone verification: a 6-digit code by SMS, kept only as a hash, valid once, for 10 minutes and
 * for 5 attempts; the answer to a right code is a fresh proof token.
 */
export function verificationRoutes(app: FastifyInstance, { storage, sms, clock }: ServerContext): void {
  app.post('/v1/customers/send_verification_token', { config: { rateLimited: true } }, async (request) => {
    const address = field(request.body, 'address');
    const kind = field(request.body, 'kind');
    const questionId = field(request.body, 'question_id');
    if (kind !== VERIFICATION_KIND) throw badRequest(`kind must be "${VERIFICATION_KIND}"`);
    if (!address || !isPhoneNumber(address)) throw badRequest('Please enter a valid phone number.');
    if (!questionId || questionId.length > 200) throw badRequest('question_id is required (at most 200 characters)');
    // Issue #25 finding 9 (SMS pumping): only for a question that asks for it, and a few codes per number and per
    // asking address in an hour, counted in the database so every process holds the same limit.
    if (!(await isShownPhoneVerification(storage, questionId))) {
      throw new ApiError(400, 'verification_question_unknown', `"${questionId}" is not a phone verification question of a flow this server shows`);
    }
    const now = clock();
    const numberKey = numberKeyOf(address);
    const requester = sha256(`sms:${request.ip}`);
    if ((await storage.verifications.countSince({ numberKey }, now - HOUR_MS)) >= CODES_PER_NUMBER_PER_HOUR) {
      throw new ApiError(429, 'rate_limited', 'Too many codes were sent to this number; please try again in an hour');
    }
    if ((await storage.verifications.countSince({ requester }, now - HOUR_MS)) >= CODES_PER_ADDRESS_PER_HOUR) {
      throw new ApiError(429, 'rate_limited', 'Too many codes were asked for from here; please try again in an hour');
    }
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
    const verification = await storage.verifications.create({ address, questionId, codeHash: sha256(code), expiresAt: now + CODE_TTL_MS, now, numberKey, requester });
    try {
      await sms.send(address, `Your verification code is ${code}`);
    } catch (error) {
      request.log.error({ err: error }, 'SMS sender failed');
      throw new ApiError(502, 'upstream_failed', 'The SMS could not be sent; please try again.');
    }
    return { id: verification.id };
  });

  app.post('/v1/customers/verify', { config: { rateLimited: true } }, async (request) => {
    const id = field(request.body, 'verification_id');
    const token = field(request.body, 'token');
    if (!id) throw badRequest('verification_id is required');
    if (!token) throw badRequest('token is required');
    const before = await storage.verifications.get(id);
    if (!before) throw notFound('Verification');
    if (before.verifiedAt !== null) throw new ApiError(400, 'verification_expired', 'This code has already been used; please ask for a new one');
    if (clock() >= before.expiresAt) throw new ApiError(400, 'verification_expired', 'The code has expired; please ask for a new one');
    // Counted before the comparison, in one statement, so parallel guesses cannot get past the limit.
    const counted = await storage.verifications.recordAttempt(id);
    if (!counted) throw notFound('Verification');
    if (counted.attempts > MAX_ATTEMPTS) throw new ApiError(429, 'verification_too_many_attempts', 'Too many attempts; please ask for a new code');
    if (!secretsEqual(sha256(token), counted.codeHash)) throw new ApiError(400, 'verification_wrong_code', 'The verification code you entered is wrong.');
    await storage.verifications.markVerified(id, clock());
    return { address: counted.address, token: newSecret() };
  });
}
