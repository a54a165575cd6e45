import { afterEach, describe, expect, it, vi } from 'vitest';
import { validateWhenIdle } from './validate-when-idle';

describe('validateWhenIdle', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('asks for validation 2 s after the flow shows, once the browser is idle', () => {
    vi.useFakeTimers();
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (task: () => void) => idle.push(task));
    vi.stubGlobal('cancelIdleCallback', () => undefined);
    const due = vi.fn();
    validateWhenIdle(due);
    vi.advanceTimersByTime(1999);
    expect(idle).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(due).not.toHaveBeenCalled();
    idle[0]!();
    expect(due).toHaveBeenCalledTimes(1);
  });

  it('asks at 2 s where there is no requestIdleCallback (Safari), and never once cancelled', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const due = vi.fn();
    validateWhenIdle(due);
    vi.advanceTimersByTime(2000);
    expect(due).toHaveBeenCalledTimes(1);

    const cancelledDue = vi.fn();
    validateWhenIdle(cancelledDue)();
    vi.advanceTimersByTime(5000);
    expect(cancelledDue).not.toHaveBeenCalled();
  });
});
