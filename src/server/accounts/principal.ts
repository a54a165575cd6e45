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

/** Avatar initials of a display name: the first letters of its first and last words ("Ayşe Yılmaz" → "AY"). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/u).filter(Boolean);
  const first = [...(words[0] ?? '?')][0] ?? '?';
  const last = words.length > 1 ? [...words[words.length - 1]!][0] : '';
  return `${first}${last}`.toLocaleUpperCase();
}
