import { afterEach, describe, expect, it } from 'vitest';
import { CODE, loadWidget, resetPage, standInFrameWindow } from './test-kit';

afterEach(resetPage);

const job = { key: 'k-1', nodeId: 'node-1', flowId: 'f', payload: { node_id: 'node-1' }, completed: true, headers: {} };

/** Issue #16: a frame that may not store hands its entries to the loader, which keeps them in the host page. */
describe('what the loader keeps for a frame without storage', () => {
  it('keeps CV_KEEP entries under its one key and hands them to the next page’s frame in CV_INIT', async () => {
    const first = await loadWidget();
    first.launcher.click();
    const frame = standInFrameWindow(first.iframe()!);
    frame.send({ type: 'CV_KEEP', kept: { FEEDBACK_QUEUE: [job] }, unsent: true });
    expect(JSON.parse(localStorage.getItem(`canvass:${CODE}`)!)).toMatchObject({ kept: { FEEDBACK_QUEUE: [job] }, unsent: true });
    expect(Object.keys(localStorage)).toEqual([`canvass:${CODE}`]);

    // The tab closes; the next page has only localStorage.
    const stored = localStorage.getItem(`canvass:${CODE}`)!;
    resetPage();
    localStorage.setItem(`canvass:${CODE}`, stored);
    const next = await loadWidget();
    // The frame is loaded at once, hidden, so the feedback goes without waiting for a click.
    expect(next.iframe()).not.toBeNull();
    expect(next.isOpen()).toBe(false);
    const nextFrame = standInFrameWindow(next.iframe()!);
    nextFrame.send({ type: 'CV_READY' });
    await expect.poll(() => nextFrame.messages().find((m) => m.type === 'CV_INIT')).toMatchObject({ kept: { FEEDBACK_QUEUE: [job] } });
  });

  it('loads no frame before a click when nothing waits to be sent', async () => {
    localStorage.setItem(`canvass:${CODE}`, JSON.stringify({ kept: { DEVICE_ID: 'd-1' }, unsent: false }));
    const { iframe } = await loadWidget();
    expect(iframe()).toBeNull();
  });

  it('ignores CV_KEEP from another origin', async () => {
    const { launcher, iframe } = await loadWidget();
    launcher.click();
    const frame = standInFrameWindow(iframe()!);
    frame.send({ type: 'CV_KEEP', kept: { FEEDBACK_QUEUE: [job] }, unsent: true }, { origin: 'https://evil.example' });
    expect(JSON.parse(localStorage.getItem(`canvass:${CODE}`) ?? '{}')).not.toHaveProperty('kept');
  });
});
