import type { Kysely } from 'kysely';
import type { AccountStorage } from './account-storage';
import { createAuditRepository, createSignInLimitRepository } from './audit-repository';
import { createApiTokenRepository, createInvitationRepository, createSetupTokenRepository } from './credential-repositories';
import type { Database } from './database';
import { createSessionRepository, createUserRepository } from './user-repository';

export function createAccountStorage(db: Kysely<Database>): AccountStorage {
  return {
    users: createUserRepository(db),
    sessions: createSessionRepository(db),
    tokens: createApiTokenRepository(db),
    invitations: createInvitationRepository(db),
    setupTokens: createSetupTokenRepository(db),
    signInLimits: createSignInLimitRepository(db),
    audit: createAuditRepository(db),
  };
}
