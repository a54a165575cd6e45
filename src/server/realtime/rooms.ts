export const chatRoom = (feedbackId: string) => `chat:${feedbackId}`;
export const agentRoom = (feedbackId: string) => `agent-chat:${feedbackId}`;
export const AGENTS_ROOM = 'agents';
export const resultsRoom = (flowId: string) => `results:${flowId}`;
