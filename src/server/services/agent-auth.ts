import type { FastifyRequest } from 'fastify';
import { ApiError } from '../api-error';
import { secretsEqual } from './tokens';

/** Agents present `Authorization: Bearer <AGENT_TOKEN>`; compared in constant time, 401 otherwise. */
export function requireAgent(request: FastifyRequest, agentToken: string | undefined): void {
  const header = request.headers.authorization ?? '';
  const token = header.startsWith('Bearer ') ? header.slice(7) : undefined;
  if (!agentToken || !secretsEqual(token, agentToken)) throw new ApiError(401, 'invalid_token', 'The agent token is missing or wrong');
}
