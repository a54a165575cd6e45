import type { Generated } from 'kysely';

/** Tables of provider accounts (issue #17): people, their sessions and API tokens, invitations, the audit log. */
type Millis = number;
type JsonText = string;

export interface UsersTable {
  id: string;
  /** Lower-cased; unique. */
  email: string;
  display_name: string;
  role: string;
  /** argon2id (PHC string). */
  password_hash: string;
  created_at: Millis;
  updated_at: Millis;
  /** Raised by every change, for If-Match. */
  revision: number;
  /** 1: email this person when a new chat waits (issue #20); only people who may read chats get it. */
  new_chat_mail: Generated<number>;
  /** The language of the mails this person gets (en, tr, ar); null: English. */
  mail_language: string | null;
}

/** A signed-in browser. The cookie holds the id; the row holds only its SHA-256, so a database leak opens nothing. */
interface SessionsTable {
  id_hash: string;
  user_id: string;
  /** Sent back in X-CSRF-Token on every state-changing call made with the cookie. */
  csrf_token: string;
  created_at: Millis;
  last_seen_at: Millis;
  expires_at: Millis;
}

export interface ApiTokensTable {
  id: string;
  name: string;
  token_hash: string;
  role: string;
  user_id: string;
  expires_at: Millis | null;
  last_used_at: Millis | null;
  created_at: Millis;
}

export interface InvitationsTable {
  id: string;
  email: string;
  role: string;
  token_hash: string;
  created_by: string;
  expires_at: Millis;
  accepted_at: Millis | null;
  created_at: Millis;
}

/** The first-run link's token (SHA-256), valid 24 h and once. */
interface SetupTokensTable {
  token_hash: string;
  expires_at: Millis;
  used_at: Millis | null;
  created_at: Millis;
}

/** Failed sign-ins by account (`account:<email>`) and by client address (`address:<ip>`), shared by every process. */
interface SignInLimitsTable {
  key: string;
  failures: number;
  window_started_at: Millis;
  locked_until: Millis | null;
}

interface AuditLogTable {
  id: string;
  at: Millis;
  actor_id: string | null;
  actor_name: string;
  action: string;
  target_type: string;
  target_id: string;
  detail: JsonText | null;
}

/** A flow's editable draft (the management API); `revision` is its ETag. Published versions stay in `flows`. */
interface FlowDraftsTable {
  id: string;
  body: JsonText;
  revision: number;
  archived_at: Millis | null;
  updated_at: Millis;
}

/** A flow's regression fixtures (issue #18): fixture.schema.json documents publishing replays against the draft. */
interface FlowFixturesTable {
  flow_id: string;
  id: string;
  name: string;
  body: JsonText;
  created_at: Millis;
  updated_at: Millis;
}

export interface AccountTables {
  flow_drafts: FlowDraftsTable;
  flow_fixtures: FlowFixturesTable;
  users: UsersTable;
  sessions: SessionsTable;
  api_tokens: ApiTokensTable;
  invitations: InvitationsTable;
  setup_tokens: SetupTokensTable;
  sign_in_limits: SignInLimitsTable;
  audit_log: AuditLogTable;
}
