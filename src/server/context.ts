import type { FastifyBaseLogger } from 'fastify';
import type { ServerConfig } from './config';
import type { MailSender } from './messaging/mail-sender';
import type { PluginRegistry } from '../plugin-api/registry';
import type { ChatChange } from './services/chat-detail';
import type { UploadBlobs } from './services/upload-blobs';
import type { Storage } from './storage/storage';

/** Pushes chat changes to the sockets in a feedback's room and to agents (src/server/realtime). */
export interface Realtime {
  /**
   * Sends reply_created to the chat's room with its current status and ratings and, as timeline_items, only the
   * change's new message (issue #21: a delta, merged by id), and tells agents.
   */
  chatChanged(feedbackId: string, change?: ChatChange): Promise<void>;
  /** Connected sockets across this process. */
  connectedSockets(): number;
  /** Tells the results screens watching a flow that its feedbacks changed (issue #19); at most a few times a second. */
  resultsChanged?(flowId: string): void;
  /** Disconnects a removed account's agent sockets on every process. */
  endUserSockets?(userId: string): Promise<void>;
  /**
   * Sends an event to agents only (issue #22: a private note, an assignment): to those who joined the chat when
   * `feedbackId` is given, else to every agent. Never reaches a customer's socket.
   */
  toAgents?(event: string, body: object, feedbackId?: string): void;
  /** The accounts with the agent console open now, on every process (the round robin gives chats only to them). */
  connectedAgents?(): Promise<Set<string>>;
}

/** Sends verification codes: an HTTP gateway, Twilio, or the development sender's log (README "SMS"). */
export interface SmsSender {
  send(address: string, text: string): Promise<void>;
}

/** A webhook endpoint the server disabled after its deliveries failed for 3 days (issue #20). */
export interface DisabledEndpointNotice {
  endpointId: string;
  url: string;
  /** The account that created the endpoint (null for one created without an account); the one to tell. */
  ownerId: string | null;
  failingSince: number;
}

/**
 * What the server tells people about things it did by itself. The audit log and the console already show them;
 * the mail sender (issue #20's email half) plugs in here to email the owner. The default writes a log line.
 */
export interface OwnerNotices {
  webhookEndpointDisabled(notice: DisabledEndpointNotice): Promise<void>;
}

/** Everything a route needs, passed in so tests can give a fixed clock and a recording SMS sender. */
export interface ServerContext {
  config: ServerConfig;
  storage: Storage;
  realtime: Realtime;
  /** Uploaded files' bytes: DATA_DIR/uploads, or the S3-compatible store of UPLOADS_URL. */
  files: UploadBlobs;
  sms: SmsSender;
  /** Invitations, password resets, new-chat notices and digests (issue #20). */
  mail: MailSender;
  notices: OwnerNotices;
  clock: () => number;
  log: FastifyBaseLogger;
  /** The question styles this server accepts in flows: the built-in ones plus the configured outside plugins. */
  plugins: PluginRegistry;
}
