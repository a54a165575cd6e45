// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { createHostChannel } from './host-channel';
import { frameShown } from './frame-shown';

const HOST = 'https://shop.example';
// The test's own window stands for the host page's: the channel hears only messages from it, at the host's origin.
const fromHost = (type: string) => dispatchEvent(new MessageEvent('message', { data: JSON.stringify({ type }), origin: HOST, source: window }));

describe('when the widget frame was first shown (issue #21, its web vitals count from then)', () => {
  it('a frame loaded on the click is shown as it loads', async () => {
    await expect(frameShown(`?code=PSN-DEMO001&host_origin=${HOST}`, createHostChannel(HOST, window))).resolves.toBe(0);
  });

  it('a prepared frame is shown at its first opening, not when it loaded hidden', async () => {
    vi.spyOn(performance, 'now').mockReturnValue(4200);
    const settled = vi.fn();
    void frameShown(`?code=PSN-DEMO001&host_origin=${HOST}&prepared`, createHostChannel(HOST, window)).then(settled);
    fromHost('CV_INIT');
    await Promise.resolve();
    expect(settled).not.toHaveBeenCalled();
    fromHost('CV_OPENED');
    await vi.waitFor(() => expect(settled).toHaveBeenCalledWith(4200));
    vi.restoreAllMocks();
  });
});
