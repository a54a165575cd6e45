/** Tables of the email notices (issue #20). */
type Millis = number;

/** A password reset link: only the SHA-256 of its token, so a database leak resets nothing. */
interface PasswordResetsTable {
  token_hash: string;
  user_id: string;
  expires_at: Millis;
  used_at: Millis | null;
  created_at: Millis;
}

/** A person's results digest of one flow; `last_sent_at` starts at subscribing, so the first digest covers a full period. */
interface DigestSubscriptionsTable {
  user_id: string;
  flow_id: string;
  frequency: string;
  last_sent_at: Millis;
  created_at: Millis;
}

export interface MessagingTables {
  password_resets: PasswordResetsTable;
  digest_subscriptions: DigestSubscriptionsTable;
}
