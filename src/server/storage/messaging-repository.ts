import type { Kysely } from 'kysely';
import type { Database } from './database';

export type DigestFrequency = 'daily' | 'weekly';

const PERIOD_MS: Record<DigestFrequency, number> = { daily: 24 * 3_600_000, weekly: 7 * 24 * 3_600_000 };

/** How long a digest covers, by its frequency. */
export const digestPeriodMs = (frequency: DigestFrequency) => PERIOD_MS[frequency];

interface MailChoices {
  newChatMail: boolean;
  /** null: English. */
  language: string | null;
}

interface DigestSubscription {
  userId: string;
  flowId: string;
  frequency: DigestFrequency;
  lastSentAt: number;
}

export interface DueDigest extends DigestSubscription {
  email: string;
  language: string | null;
  role: string;
}

/** Password reset links, people's mail choices and their digests (issue #20). */
export interface MessagingStorage {
  passwordResets: {
    create(input: { tokenHash: string; userId: string; expiresAt: number; now: number }): Promise<void>;
    /** Links asked for this account since `since`, for the per-account hourly limit. */
    countSince(userId: string, since: number): Promise<number>;
    valid(tokenHash: string, now: number): Promise<boolean>;
    /** Uses a valid link once, and with it every other open link of the account; the account's id, or undefined. */
    use(tokenHash: string, now: number): Promise<string | undefined>;
  };
  mailChoices: {
    get(userId: string): Promise<MailChoices | undefined>;
    set(userId: string, choices: MailChoices): Promise<void>;
    /** Everyone of these roles who asked for new-chat mails. */
    newChatRecipients(roles: readonly string[]): Promise<{ email: string; language: string | null }[]>;
  };
  digests: {
    list(userId: string): Promise<{ flowId: string; frequency: DigestFrequency }[]>;
    /** Makes `wanted` the person's whole list; a kept subscription keeps its last sending time. */
    replace(userId: string, wanted: readonly { flowId: string; frequency: DigestFrequency }[], now: number): Promise<void>;
    /** Subscriptions whose period has passed at `now`, with their person's address and language. */
    due(now: number): Promise<DueDigest[]>;
    /** Moves the subscription's last sending from `from` to `to`, once: false when another process took it first. */
    claim(userId: string, flowId: string, from: number, to: number): Promise<boolean>;
  };
}

export function createMessagingStorage(db: Kysely<Database>): MessagingStorage {
  return {
    passwordResets: {
      async create({ tokenHash, userId, expiresAt, now }) {
        await db.insertInto('password_resets').values({ token_hash: tokenHash, user_id: userId, expires_at: expiresAt, used_at: null, created_at: now }).execute();
      },
      async countSince(userId, since) {
        const row = await db.selectFrom('password_resets').select(({ fn }) => fn.countAll<number>().as('n'))
          .where('user_id', '=', userId).where('created_at', '>=', since).executeTakeFirstOrThrow();
        return Number(row.n);
      },
      async valid(tokenHash, now) {
        const row = await db.selectFrom('password_resets').select('user_id')
          .where('token_hash', '=', tokenHash).where('used_at', 'is', null).where('expires_at', '>', now).executeTakeFirst();
        return row !== undefined;
      },
      async use(tokenHash, now) {
        return db.transaction().execute(async (trx) => {
          const used = await trx.updateTable('password_resets').set({ used_at: now })
            .where('token_hash', '=', tokenHash).where('used_at', 'is', null).where('expires_at', '>', now)
            .returning('user_id').executeTakeFirst();
          if (!used) return undefined;
          await trx.updateTable('password_resets').set({ used_at: now }).where('user_id', '=', used.user_id).where('used_at', 'is', null).execute();
          return used.user_id;
        });
      },
    },

    mailChoices: {
      async get(userId) {
        const row = await db.selectFrom('users').select(['new_chat_mail', 'mail_language']).where('id', '=', userId).executeTakeFirst();
        return row && { newChatMail: Number(row.new_chat_mail) === 1, language: row.mail_language };
      },
      async set(userId, { newChatMail, language }) {
        await db.updateTable('users').set({ new_chat_mail: newChatMail ? 1 : 0, mail_language: language }).where('id', '=', userId).execute();
      },
      async newChatRecipients(roles) {
        if (roles.length === 0) return [];
        const rows = await db.selectFrom('users').select(['email', 'mail_language']).where('new_chat_mail', '=', 1).where('role', 'in', roles).orderBy('email').execute();
        return rows.map((row) => ({ email: row.email, language: row.mail_language }));
      },
    },

    digests: {
      async list(userId) {
        const rows = await db.selectFrom('digest_subscriptions').select(['flow_id', 'frequency']).where('user_id', '=', userId).orderBy('flow_id').execute();
        return rows.map((row) => ({ flowId: row.flow_id, frequency: row.frequency as DigestFrequency }));
      },
      async replace(userId, wanted, now) {
        await db.transaction().execute(async (trx) => {
          const kept = new Map((await trx.selectFrom('digest_subscriptions').selectAll().where('user_id', '=', userId).execute()).map((row) => [row.flow_id, row]));
          await trx.deleteFrom('digest_subscriptions').where('user_id', '=', userId).execute();
          if (wanted.length === 0) return;
          await trx.insertInto('digest_subscriptions').values(wanted.map(({ flowId, frequency }) => {
            const before = kept.get(flowId);
            return { user_id: userId, flow_id: flowId, frequency, last_sent_at: before?.last_sent_at ?? now, created_at: before?.created_at ?? now };
          })).execute();
        });
      },
      async due(now) {
        const rows = await db.selectFrom('digest_subscriptions').innerJoin('users', 'users.id', 'digest_subscriptions.user_id')
          .select(['digest_subscriptions.user_id', 'digest_subscriptions.flow_id', 'digest_subscriptions.frequency', 'digest_subscriptions.last_sent_at', 'users.email', 'users.mail_language', 'users.role'])
          .where((eb) => eb.or((Object.keys(PERIOD_MS) as DigestFrequency[]).map((frequency) =>
            eb.and([eb('digest_subscriptions.frequency', '=', frequency), eb('digest_subscriptions.last_sent_at', '<=', now - PERIOD_MS[frequency])]))))
          .orderBy('digest_subscriptions.user_id').orderBy('digest_subscriptions.flow_id')
          .execute();
        return rows.map((row) => ({ userId: row.user_id, flowId: row.flow_id, frequency: row.frequency as DigestFrequency, lastSentAt: Number(row.last_sent_at), email: row.email, language: row.mail_language, role: row.role }));
      },
      async claim(userId, flowId, from, to) {
        const result = await db.updateTable('digest_subscriptions').set({ last_sent_at: to })
          .where('user_id', '=', userId).where('flow_id', '=', flowId).where('last_sent_at', '=', from).executeTakeFirst();
        return Number(result.numUpdatedRows) > 0;
      },
    },
  };
}
