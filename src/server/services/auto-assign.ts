import type { ServerContext } from '../context';
import { roleMay } from '../accounts/roles';

/**
 * CHAT_AUTO_ASSIGN=round_robin (issue #22): a new chat goes to the agent, among those online with the agent console
 * open, who was given one longest ago. Nobody available: it stays unassigned for anyone to take.
 */
export async function autoAssign(context: ServerContext, feedbackId: string): Promise<void> {
  if (context.config.chatAutoAssign !== 'round_robin') return;
  const { storage, realtime } = context;
  const [users, availability, connected] = await Promise.all([
    storage.accounts.users.list(),
    storage.workspace.availability(),
    realtime.connectedAgents?.() ?? Promise.resolve(new Set<string>()),
  ]);
  const candidates = users
    .filter((user) => roleMay(user.role, 'chats:write') && connected.has(user.id) && availability.get(user.id) !== 'away')
    .map((user) => user.id);
  const next = await storage.workspace.nextInTurn(candidates, context.clock());
  if (next) await storage.workspace.assign(feedbackId, next, context.clock());
}
