import type { HostChannel } from './host-channel';

/** Set in the frame's address by the loader when it prepared the frame hidden, before any opening (issue #21). */
const PREPARED_PARAM = 'prepared';

/**
 * When the widget frame was first shown, in performance.now() time. A frame loaded on the click is shown as it loads
 * (0). A frame the loader prepared hidden while the host page was idle is shown at its first opening, which the
 * loader tells it with CV_OPENED; until then nothing of it was seen, so its web vitals count from there.
 */
export function frameShown(search: string, channel: Pick<HostChannel, 'embedded' | 'listen'>): Promise<number> {
  if (!channel.embedded || !new URLSearchParams(search).has(PREPARED_PARAM)) return Promise.resolve(0);
  return new Promise((resolve) => {
    const stop = channel.listen((message) => {
      if (message.type !== 'CV_OPENED') return;
      stop();
      resolve(performance.now());
    });
  });
}
