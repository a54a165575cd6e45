import type { Realtime } from '../context';

/**
 * Counts chat changes handed to the realtime layer whose push has not finished: queued behind an earlier push of the
 * same chat, or reading the chat to send (canvass_realtime_pending_events). Socket.io's own per-client write buffers
 * are private to it, so this is the queue we can measure honestly.
 */
export function countPendingPushes(realtime: Realtime): { realtime: Realtime; pending(): number } {
  let pending = 0;
  return {
    realtime: {
      chatChanged(feedbackId, change) {
        pending++;
        return realtime.chatChanged(feedbackId, change).finally(() => pending--);
      },
      connectedSockets: () => realtime.connectedSockets(),
      endUserSockets: async (userId) => realtime.endUserSockets?.(userId),
      resultsChanged: (flowId) => realtime.resultsChanged?.(flowId),
      toAgents: (event, body, feedbackId) => realtime.toAgents?.(event, body, feedbackId),
      connectedAgents: async () => (await realtime.connectedAgents?.()) ?? new Set(),
    },
    pending: () => pending,
  };
}
