import type { AccountStorage } from './account-storage';
import type { WorkspaceRepository } from './workspace-repository';
import type { FlowFixtureRepository } from './flow-fixture-repository';
import type { ManageRepository } from './manage-repository';
import type { MessagingStorage } from './messaging-repository';
import type { ResultsRepository } from './results-repository';
import type { WebhookRepository } from './webhook-repository';
import type { ChatStatus, FeedbackPayload, Flow, NodeConfig, WidgetConfig } from '../../types/schemas';

/**
 * What the server keeps, behind one contract with two drivers: an embedded SQLite file (default) and
 * PostgreSQL (DATABASE_URL). Every method is one transaction; an acknowledged write is durable.
 * Times are milliseconds since the epoch; ids are strings the storage generates unless given.
 */
export interface Storage {
  readonly driver: 'sqlite' | 'postgres';
  nodes: NodeRepository;
  flows: FlowRepository;
  widgets: WidgetRepository;
  customers: CustomerRepository;
  feedbacks: FeedbackRepository;
  chats: ChatRepository;
  uploads: UploadRepository;
  verifications: VerificationRepository;
  flowPreviews: FlowPreviewRepository;
  /** Provider accounts, sessions, API tokens, invitations, sign-in limits and the audit log (issue #17). */
  accounts: AccountStorage;
  secrets: SecretRepository;
  /** Flow drafts, versions, counts, conditional writes and feedback queries of the management API (issue #17). */
  manage: ManageRepository;
  /** Rollup counts and filtered reads of a flow's results (issue #19). */
  results: ResultsRepository;
  /** The regression fixtures attached to flows, replayed on publish (issue #18). */
  flowFixtures: FlowFixtureRepository;
  /** Password reset links, people's mail choices and results digests (issue #20). */
  messaging: MessagingStorage;
  /** Webhook endpoints, the outbox's dispatch and the deliveries (issue #20). */
  webhooks: WebhookRepository;
  /** The agent workspace (issue #22): assignment, reads, private notes, canned responses, availability. */
  workspace: WorkspaceRepository;
  /** True when the database answers a trivial query (readiness). */
  ping(): Promise<boolean>;
  /** True when nothing has been stored yet (the demo is seeded then). */
  isEmpty(): Promise<boolean>;
  close(): Promise<void>;
}

/**
 * Secrets the server generates and every process must share, by name ('agent-token', setup tokens). The first
 * value stored under a name wins: processes starting together on one database all end up with the same one.
 */
export interface SecretRepository {
  get(name: string): Promise<string | undefined>;
  /** The value stored under name; when there is none, stores make()'s and returns whichever was stored first. */
  getOrCreate(name: string, make: () => string, now: number): Promise<string>;
  /** Stores or replaces the value (rotation). */
  put(name: string, value: string, now: number): Promise<void>;
  delete(name: string): Promise<void>;
}

/** Nodes are stored as the node configuration of SPEC 3.2, minus what the server computes per request (flow, signature_valid). */
export type StoredNode = Omit<NodeConfig, 'flow' | 'signature_valid'>;

export interface NodeRepository {
  get(id: string): Promise<StoredNode | undefined>;
  /** Inserts or replaces by id. */
  put(node: StoredNode): Promise<void>;
  list(): Promise<StoredNode[]>;
}

export interface StoredFlow {
  flow: Flow;
  version: number;
  createdAt: number;
}

export interface FlowRepository {
  /** The newest version, or a given one. */
  get(id: string, version?: number): Promise<StoredFlow | undefined>;
  /** Stores a new version when the body differs from the newest; returns the version now newest. */
  put(flow: Flow, now: number): Promise<number>;
  list(): Promise<StoredFlow[]>;
}

/** Widgets keep the security token and the identity secret, which are never sent to browsers. */
export interface WidgetRepository {
  get(code: string): Promise<WidgetConfig | undefined>;
  /** Inserts or replaces by code; gives the widget an identity_secret when it has none (the stored one, else new). */
  put(widget: WidgetConfig): Promise<void>;
  /** The widgets showing a node, by code. */
  listOfNode(nodeId: string): Promise<WidgetConfig[]>;
  list(): Promise<WidgetConfig[]>;
}

export interface StoredCustomer {
  id: string;
  nodeId: string;
  externalId: string | null;
  userId: string | null;
  attributes: Record<string, unknown>;
  createdAt: number;
  updatedAt: number;
}

export interface CustomerRepository {
  get(nodeId: string, id: string): Promise<StoredCustomer | undefined>;
  /**
   * SPEC 7 customers/visit: finds the node's customer by external_id, else by user_id, else creates one;
   * merges the given attributes into the stored ones.
   */
  recordVisit(input: { nodeId: string; externalId?: string | null; userId?: string | null; attributes: Record<string, unknown>; now: number }): Promise<StoredCustomer>;
  /**
   * A visit whose identity was not verified (SECURITY.md): its attributes are kept as this visit's own record and no
   * stored customer is read or changed. Returns the visit's id.
   */
  recordUnverifiedVisit(input: { nodeId: string; externalId: string | null; userId: string | null; attributes: Record<string, unknown>; now: number }): Promise<{ id: string }>;
}

/** Headers of the submit that identify where the respondent came from (SPEC 7 identity headers). */
export type Identity = Record<string, string>;

export interface StoredFeedback {
  id: string;
  nodeId: string;
  flowId: string;
  flowVersion: number | null;
  completed: boolean;
  payload: FeedbackPayload;
  identity: Identity;
  /** Chat access secret; set when a completed feedback's flow ended in a chat-style state. */
  chatToken: string | null;
  chatStatus: ChatStatus | null;
  createdAt: number;
  updatedAt: number;
}

export interface SaveFeedbackInput {
  /** The client's Idempotency-Key: a repeated key returns the first result and changes nothing. */
  idempotencyKey: string | null;
  /** X-FID: the incomplete feedback this submit continues. */
  continuesId: string | null;
  /**
   * SHA-256 of the continuation secret (issue #25 finding 11): stored with a new incomplete feedback, and to continue
   * one it must equal the stored hash. Null for a feedback completed at once.
   */
  continuationHash: string | null;
  nodeId: string;
  flowId: string;
  flowVersion: number | null;
  completed: boolean;
  payload: FeedbackPayload;
  identity: Identity;
  /** Given for a completed feedback whose final state is a chat: opens its chat as "open". */
  chatToken: string | null;
  now: number;
}

export interface SaveFeedbackResult {
  feedback: StoredFeedback;
  /** False when the idempotency key had been seen: nothing was written. */
  created: boolean;
}

export type FeedbackSaveError = 'continued-feedback-not-found' | 'continued-feedback-completed' | 'continuation-refused';

export interface FeedbackRepository {
  /**
   * Creates a feedback, or updates the incomplete one named by `continuesId` (a partial save followed by more
   * answers or the completion). Atomic: a half-written record is never visible.
   */
  save(input: SaveFeedbackInput): Promise<SaveFeedbackResult | { error: FeedbackSaveError }>;
  get(id: string): Promise<StoredFeedback | undefined>;
  setChatStatus(id: string, status: ChatStatus, now: number): Promise<void>;
  /** Newest first; `status` filters chats by status. */
  list(options: { limit: number; offset?: number; chatStatus?: ChatStatus; completed?: boolean }): Promise<StoredFeedback[]>;
  count(): Promise<number>;
  /** When this device last completed a feedback for the node (SPEC 4.4 prevent multiple feedback), if ever. */
  lastCompletedFromDevice(nodeId: string, deviceId: string): Promise<number | undefined>;
}

export interface ChatAttachmentRecord {
  url: string;
  name: string;
  content_type: string;
}

export interface StoredMessage {
  id: string;
  feedbackId: string;
  actor: 'customer' | 'agent';
  body: string;
  attachment: ChatAttachmentRecord | null;
  /** The agent's display data for agent messages. */
  agent: { name: string; surname?: string; avatar?: string | null; avatar_color?: string | null } | null;
  /** The sender's own id for the message, so an optimistic "sending" copy can be matched and retries dedupe. */
  clientId: string | null;
  createdAt: number;
}

export interface StoredRating {
  id: string;
  feedbackId: string;
  rating: 0 | 50 | 100;
  createdAt: number;
}

export interface ChatRepository {
  /** Adds a message unless one with the same (feedbackId, clientId) exists; returns the stored one either way. */
  addMessage(input: Omit<StoredMessage, 'id' | 'createdAt'> & { now: number }): Promise<StoredMessage>;
  messages(feedbackId: string): Promise<StoredMessage[]>;
  addRating(input: { feedbackId: string; rating: 0 | 50 | 100; now: number }): Promise<StoredRating>;
  ratings(feedbackId: string): Promise<StoredRating[]>;
  /** What a realtime push needs besides the change itself, in one read; undefined when the feedback has no chat. */
  state(feedbackId: string): Promise<{ status: ChatStatus; lastMessageAt: number | null } | undefined>;
}

export interface StoredUpload {
  id: string;
  /** File name under the upload folder (generated; never the client's name). */
  storedName: string;
  originalName: string;
  contentType: string;
  size: number;
  createdAt: number;
}

export interface UploadRepository {
  /** `claimed`: something uses the file from the start (a chat attachment); `requester`: the sender's address hash. */
  add(upload: Omit<StoredUpload, 'id' | 'createdAt'> & { now: number; requester?: string | null; claimed?: boolean }): Promise<StoredUpload>;
  get(id: string): Promise<StoredUpload | undefined>;
  /** The uploads stored under these generated names (a results card's file answers). */
  byStoredNames(storedNames: readonly string[]): Promise<StoredUpload[]>;
  /** Marks the uploads with these stored names or ids as used (a feedback named them); the first claim stands. */
  claim(refs: { storedNames: readonly string[]; ids: readonly string[] }, now: number): Promise<void>;
  /** Bytes this requester uploaded since `since` (the hourly quota). */
  bytesSince(requester: string, since: number): Promise<number>;
  /** Uploads nothing claimed that were made before `before`, oldest first. */
  unclaimedBefore(before: number, limit: number): Promise<StoredUpload[]>;
  remove(id: string): Promise<void>;
}

export interface StoredVerification {
  id: string;
  address: string;
  questionId: string;
  /** SHA-256 of the code; the code itself is never stored. */
  codeHash: string;
  expiresAt: number;
  attempts: number;
  verifiedAt: number | null;
  createdAt: number;
}

export interface VerificationRepository {
  /** `numberKey`: the number's digits; `requester`: a hash of the asking address (both for the hourly limits). */
  create(input: { address: string; questionId: string; codeHash: string; expiresAt: number; now: number; numberKey?: string; requester?: string }): Promise<StoredVerification>;
  /** Codes asked for this number (its digits) or by this requester since `since`. */
  countSince(by: { numberKey: string } | { requester: string }, since: number): Promise<number>;
  get(id: string): Promise<StoredVerification | undefined>;
  /** Counts one attempt atomically and returns the record after it. */
  recordAttempt(id: string): Promise<StoredVerification | undefined>;
  markVerified(id: string, now: number): Promise<void>;
}

/** Preview permissions: a token (kept as SHA-256) lets its holder read one flow, any version, until it expires. */
export interface FlowPreviewRepository {
  add(input: { tokenHash: string; flowId: string; expiresAt: number; now: number }): Promise<void>;
  /** True when the token hash names this flow and has not expired at `now`. */
  allows(tokenHash: string, flowId: string, now: number): Promise<boolean>;
}
