import type { Role } from './roles';

/** Who is calling: a signed-in person (cookie), an API token, or the one-release AGENT_TOKEN. */
export interface Principal {
  kind: 'session' | 'token' | 'legacy-agent-token';
  role: Role;
  /** The account acting (for a token, the account that created it); null for AGENT_TOKEN. */
  userId: string | null;
  displayName: string;
  /** Set for a token principal: the token's id. */
  tokenId?: string;
  /** Set for a session principal: the session's id hash, to end it at sign-out. */
  sessionHash?: string;
}
