import type { ServerContext } from '../context';
import type { AuditEntry } from '../storage/account-storage';
import type { Principal } from './principal';

/** Writes who changed what (issue #17 audit log); owners read it at GET /v1/manage/audit. */
export async function audit(context: ServerContext, actor: Principal | { userId: string; displayName: string }, action: string, targetType: AuditEntry['targetType'], targetId: string, detail?: Record<string, unknown>): Promise<void> {
  await context.storage.accounts.audit.add({
    at: context.clock(),
    actorId: actor.userId,
    actorName: 'tokenId' in actor && actor.tokenId ? `${actor.displayName} (API token)` : actor.displayName,
    action,
    targetType,
    targetId,
    detail: detail ?? null,
  });
}
