import type { StoredApiToken, StoredInvitation, StoredUser, AuditEntry } from '../storage/account-storage';
import { initialsOf } from '../../lib/initials';

const iso = (ms: number) => new Date(ms).toISOString();
const isoOrNull = (ms: number | null) => (ms === null ? null : iso(ms));

/** What the API shows of stored account records (schemas/manage/account.schema.json). */
export const userView = (user: StoredUser) => ({
  id: user.id, email: user.email, display_name: user.displayName, initials: initialsOf(user.displayName), role: user.role, created_at: iso(user.createdAt), revision: user.revision,
});

export const tokenView = (token: StoredApiToken) => ({
  id: token.id, name: token.name, role: token.role, user_id: token.userId, expires_at: isoOrNull(token.expiresAt), last_used_at: isoOrNull(token.lastUsedAt), created_at: iso(token.createdAt),
});

export const invitationView = (invitation: StoredInvitation) => ({
  id: invitation.id, email: invitation.email, role: invitation.role, expires_at: iso(invitation.expiresAt), accepted_at: isoOrNull(invitation.acceptedAt), created_at: iso(invitation.createdAt),
});

export const auditView = (entry: AuditEntry) => ({
  id: entry.id, at: iso(entry.at), actor_id: entry.actorId, actor_name: entry.actorName, action: entry.action, target_type: entry.targetType, target_id: entry.targetId, detail: entry.detail,
});
