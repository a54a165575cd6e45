import { describe, expect, it } from 'vitest';
import { allSettled, fork } from 'effector';
import type { Role, SessionData } from '../console/api/types';
import { RequestError } from '../net/request';
import type { AgentApi } from './agent-api';
import { createAgentSession } from './session-model';

const sessionOf = (role: Role): SessionData => ({
  user: { id: 'u1', email: 'a@example.com', display_name: 'Ayşe Yılmaz', initials: 'AY', role, created_at: '2026-03-01T09:00:00Z', revision: 1 },
  csrf_token: 'csrf',
});

/** An API whose GET /v1/auth/session answers from `answers`, one a call (the last one again once they run out). */
function apiAnswering(...answers: (SessionData | RequestError)[]): AgentApi {
  let calls = 0;
  const session = async () => {
    const answer = answers[Math.min(calls++, answers.length - 1)]!;
    if (answer instanceof RequestError) throw answer;
    return answer;
  };
  return { session, signOut: async () => null } as unknown as AgentApi;
}

const noSession = new RequestError('http', 401, { error: 'invalid_token' });

async function opened(api: AgentApi) {
  const session = createAgentSession(api);
  const scope = fork();
  await allSettled(session.pageOpened, { scope });
  return { session, scope, read: () => [scope.getState(session.$access), scope.getState(session.$notice)] };
}

describe('the agent console\'s session', () => {
  it('is ready for an account whose role may work on chats (agent, owner)', async () => {
    for (const role of ['agent', 'owner'] as const) expect((await opened(apiAnswering(sessionOf(role)))).read()).toEqual(['ready', null]);
  });

  it('says "no access" to the roles that may not (editor, viewer)', async () => {
    for (const role of ['editor', 'viewer'] as const) expect((await opened(apiAnswering(sessionOf(role)))).read()).toEqual(['no-access', null]);
  });

  it('is signed out without a session, with no notice on a first visit', async () => {
    expect((await opened(apiAnswering(noSession))).read()).toEqual(['signed-out', null]);
  });

  it('says the session ended when a refused call finds it gone', async () => {
    const { session, scope, read } = await opened(apiAnswering(sessionOf('agent'), noSession));
    await allSettled(session.refused, { scope });
    expect(read()).toEqual(['signed-out', 'session-ended']);
    expect(scope.getState(session.$session)).toBeNull();
  });

  it('notices a role changed under the page when a refused call is checked', async () => {
    const { session, scope, read } = await opened(apiAnswering(sessionOf('agent'), sessionOf('viewer')));
    await allSettled(session.refused, { scope });
    expect(read()).toEqual(['no-access', null]);
  });

  it('offers to try again when the server cannot be reached, and is ready once it can', async () => {
    const { session, scope, read } = await opened(apiAnswering(new RequestError('network', 0), sessionOf('agent')));
    expect(read()).toEqual(['unreachable', null]);
    await allSettled(session.retryPressed, { scope });
    expect(read()).toEqual(['ready', null]);
  });

  it('is signed out, saying so, after the sign-out button', async () => {
    const { session, scope, read } = await opened(apiAnswering(sessionOf('agent')));
    await allSettled(session.signOutPressed, { scope });
    expect(read()).toEqual(['signed-out', 'signed-out']);
  });
});
