import { describe, expect, it, vi } from 'vitest';
import { createToastBus } from './toast-bus.ts';

describe('toast bus', () => {
  it('buffers messages until the first subscriber, then delivers live', () => {
    const bus = createToastBus();
    bus.show({ kind: 'toast', type: 'failed', text: 'a' });
    const listener = vi.fn();
    const unsubscribe = bus.subscribe(listener);
    expect(listener).toHaveBeenCalledWith({ kind: 'toast', type: 'failed', text: 'a' });
    bus.show({ kind: 'tip', text: 'b' });
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    bus.show({ kind: 'tip', text: 'c' });
    expect(listener).toHaveBeenCalledTimes(2);
    const late = vi.fn();
    bus.subscribe(late);
    expect(late).toHaveBeenCalledWith({ kind: 'tip', text: 'c' });
  });
});
