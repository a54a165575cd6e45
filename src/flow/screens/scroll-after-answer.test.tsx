import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scrollAfterAnswer } from './scroll-after-answer';

describe('the scroll after an instant answer', () => {
  let next: HTMLElement;
  let scrolled: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    vi.useFakeTimers();
    next = document.createElement('section');
    scrolled = vi.fn();
    next.scrollIntoView = scrolled;
    document.body.append(next);
  });
  afterEach(() => {
    vi.useRealTimers();
    next.remove();
  });

  it('brings the next question to the top after the delay, smoothly unless motion is reduced', () => {
    scrollAfterAnswer(() => next, 100, true);
    vi.advanceTimersByTime(99);
    expect(scrolled).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(scrolled).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    scrollAfterAnswer(() => next, 100, false);
    vi.advanceTimersByTime(100);
    expect(scrolled).toHaveBeenLastCalledWith({ behavior: 'auto', block: 'start' });
  });

  it('does not move the page once the respondent has pressed something or a key in the meantime', () => {
    scrollAfterAnswer(() => next, 100, true);
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    scrollAfterAnswer(() => next, 100, true);
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
    vi.advanceTimersByTime(500);
    expect(scrolled).not.toHaveBeenCalled();
  });

  it('stops listening once done: a later press after the scroll changes nothing, and cancel stops it', () => {
    scrollAfterAnswer(() => next, 100, true);
    vi.advanceTimersByTime(100);
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(scrolled).toHaveBeenCalledTimes(1);
    const cancel = scrollAfterAnswer(() => next, 100, true);
    cancel();
    vi.advanceTimersByTime(100);
    expect(scrolled).toHaveBeenCalledTimes(1);
  });
});
