import type { StoredMessage } from '../storage/storage';
import type { Principal } from './principal';

/** The colour behind a reply's initials when the sender has no picture (accounts have none yet). */
const AGENT_AVATAR_COLOR = '#0B6BCB';

/**
 * Who an agent's reply is signed with. An account (session cookie or API token) always by its display name, and a
 * name sent in the request is ignored, so a customer sees who really answered; the chat draws the name's initials.
 * Only AGENT_TOKEN, which has no account, still sends a typed name (for one release, issue #17).
 */
export function replySender(principal: Principal, typed: { name?: string; surname?: string } = {}): NonNullable<StoredMessage['agent']> {
  if (principal.userId) return { name: principal.displayName, avatar: null, avatar_color: AGENT_AVATAR_COLOR };
  return { name: (typed.name ?? '').trim().slice(0, 100) || 'Agent', surname: typed.surname?.trim().slice(0, 100), avatar_color: AGENT_AVATAR_COLOR };
}
