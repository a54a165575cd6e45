/** Tables of the agent workspace (issue #22): who a chat is assigned to, what each agent has read, notes, canned replies. */
type Millis = number;

/** One row per assigned chat; a chat without a row (or with a null user) is unassigned. */
interface ChatAssignmentsTable {
  feedback_id: string;
  user_id: string | null;
  assigned_at: Millis;
}

/** When an agent last read a chat: the customer's messages after it are that agent's unread ones. */
interface ChatReadsTable {
  feedback_id: string;
  user_id: string;
  read_at: Millis;
}

/** Private notes: read by agents only, never sent to the customer's socket or API. */
interface ChatNotesTable {
  id: string;
  feedback_id: string;
  author_id: string | null;
  author_name: string;
  body: string;
  created_at: Millis;
}

/** Replies an owner keeps for agents, inserted with `/shortcut` in the composer. */
interface CannedResponsesTable {
  id: string;
  shortcut: string;
  body: string;
  created_at: Millis;
  updated_at: Millis;
}

/** An agent's availability (online / away) and when the round robin last gave them a chat. */
interface AgentAvailabilityTable {
  user_id: string;
  availability: string;
  last_assigned_at: Millis | null;
  updated_at: Millis;
}

/** The latest time an agent closed a chat (issue #22 reports: resolution time); kept when it is reopened. */
interface ChatResolutionsTable {
  feedback_id: string;
  closed_at: Millis;
  closed_by: string | null;
}

/**
 * Which wait of a chat its "still waiting" email was sent for (issue #22): a wait starts with the customer's first
 * message after the last agent reply, so one email per wait, and a new wait may have its own.
 */
interface ChatWaitNoticesTable {
  feedback_id: string;
  waiting_since: Millis;
  sent_at: Millis;
}

export interface WorkspaceTables {
  chat_assignments: ChatAssignmentsTable;
  chat_reads: ChatReadsTable;
  chat_notes: ChatNotesTable;
  canned_responses: CannedResponsesTable;
  agent_availability: AgentAvailabilityTable;
  chat_resolutions: ChatResolutionsTable;
  chat_wait_notices: ChatWaitNoticesTable;
}
