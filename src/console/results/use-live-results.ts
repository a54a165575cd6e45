import { useEffect } from 'react';
import { io } from 'socket.io-client';

/**
 * Live results (issue #19): a socket on /results (the session cookie lets it in) watches one flow, and each
 * `results_changed` calls `onChange`, which reloads the summary and the first page of the table. On reconnecting
 * it watches again and reloads once, for what it missed while away.
 */
export function useLiveResults(flowId: string, onChange: () => void): void {
  useEffect(() => {
    const socket = io('/results', { transports: ['websocket', 'polling'] });
    let connectedBefore = false;
    socket.on('connect', () => {
      socket.emit('watch_flow', { flowId });
      if (connectedBefore) onChange();
      connectedBefore = true;
    });
    socket.on('results_changed', (message: { flowId?: string }) => {
      if (message?.flowId === flowId) onChange();
    });
    return () => {
      socket.close();
    };
  }, [flowId, onChange]);
}
