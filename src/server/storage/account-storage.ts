import type { Role } from '../accounts/roles';

/** A provider's person (issue #17). The password hash never leaves the storage layer except for verifying. */
export interface StoredUser {
  id: string;
  email: string;
  displayName: string;
  role: Role;
  createdAt: number;
  updatedAt: number;
  revision: number;
}

interface StoredSession {
  userId: string;
  csrfToken: string;
  createdAt: number;
  lastSeenAt: number;
  expiresAt: number;
}

export interface StoredApiToken {
  id: string;
  name: string;
  role: Role;
  userId: string;
  expiresAt: number | null;
  lastUsedAt: number | null;
  createdAt: number;
}

export interface StoredInvitation {
  id: string;
  email: string;
  role: Role;
  createdBy: string;
  expiresAt: number;
  acceptedAt: number | null;
  createdAt: number;
}

export interface AuditEntry {
  id: string;
  at: number;
  actorId: string | null;
  actorName: string;
  action: string;
  targetType: 'flow' | 'node' | 'widget' | 'user' | 'token' | 'invitation' | 'feedback' | 'chat' | 'webhook';
  targetId: string;
  detail: Record<string, unknown> | null;
}

export interface UserRepository {
  create(input: { email: string; displayName: string; role: Role; passwordHash: string; now: number }): Promise<StoredUser | 'email-taken'>;
  get(id: string): Promise<StoredUser | undefined>;
  byEmail(email: string): Promise<(StoredUser & { passwordHash: string }) | undefined>;
  list(): Promise<StoredUser[]>;
  countOwners(): Promise<number>;
  /** Applies the change only while the stored revision is `expectedRevision`; returns the user after it or 'stale'. */
  update(id: string, change: { displayName?: string; role?: Role; passwordHash?: string }, expectedRevision: number | undefined, now: number): Promise<StoredUser | 'stale' | undefined>;
  /** Removes the user and, in the same transaction, their sessions and API tokens. */
  remove(id: string): Promise<boolean>;
}

export interface SessionRepository {
  create(input: { idHash: string; userId: string; csrfToken: string; now: number; expiresAt: number }): Promise<void>;
  get(idHash: string): Promise<StoredSession | undefined>;
  touch(idHash: string, now: number): Promise<void>;
  remove(idHash: string): Promise<void>;
  removeForUser(userId: string): Promise<void>;
}

export interface ApiTokenRepository {
  create(input: { name: string; tokenHash: string; role: Role; userId: string; expiresAt: number | null; now: number }): Promise<StoredApiToken>;
  byHash(tokenHash: string): Promise<StoredApiToken | undefined>;
  get(id: string): Promise<StoredApiToken | undefined>;
  list(userId?: string): Promise<StoredApiToken[]>;
  markUsed(id: string, now: number): Promise<void>;
  remove(id: string): Promise<boolean>;
}

export interface InvitationRepository {
  create(input: { email: string; role: Role; tokenHash: string; createdBy: string; expiresAt: number; now: number }): Promise<StoredInvitation>;
  byHash(tokenHash: string): Promise<StoredInvitation | undefined>;
  list(): Promise<StoredInvitation[]>;
  remove(id: string): Promise<boolean>;
  /** Marks it accepted unless it already was, atomically: true when this call took it. */
  accept(id: string, now: number): Promise<boolean>;
}

export interface SetupTokenRepository {
  /** Replaces every earlier setup token with this one. */
  replace(input: { tokenHash: string; expiresAt: number; now: number }): Promise<void>;
  /** Uses the token once if it is valid at `now`; true when this call used it. */
  use(tokenHash: string, now: number): Promise<boolean>;
  valid(tokenHash: string, now: number): Promise<boolean>;
}

interface SignInLimitState {
  failures: number;
  windowStartedAt: number;
  lockedUntil: number | null;
}

export interface SignInLimitRepository {
  get(key: string): Promise<SignInLimitState | undefined>;
  /** Counts one failure in the window of `windowMs`; locks for `lockMs` when it reaches `max`. Returns the state after. */
  recordFailure(key: string, options: { now: number; windowMs: number; max: number; lockMs: number }): Promise<SignInLimitState>;
  clear(key: string): Promise<void>;
}

export interface AuditRepository {
  add(entry: Omit<AuditEntry, 'id'>): Promise<void>;
  /** Newest first; `before` is the cursor from the previous page's last entry. */
  list(options: { limit: number; before?: { at: number; id: string } }): Promise<AuditEntry[]>;
}

export interface AccountStorage {
  users: UserRepository;
  sessions: SessionRepository;
  tokens: ApiTokenRepository;
  invitations: InvitationRepository;
  setupTokens: SetupTokenRepository;
  signInLimits: SignInLimitRepository;
  audit: AuditRepository;
}
