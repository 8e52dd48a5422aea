// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnalyticsEventInput } from './analytics/events.ts';
import { ApiError } from './api/api-client.ts';
import { exampleRuntimeConfig } from './example-config.ts';
import { createRuntimeContext, failureEvent } from './create-context.ts';
import { createToastBus } from './widgets/toast-bus.ts';

afterEach(() => vi.restoreAllMocks());

function make(track: (e: AnalyticsEventInput) => boolean = () => true) {
  const ensureWidgets = vi.fn();
  const tracked: AnalyticsEventInput[] = [];
  const ctx = createRuntimeContext({
    config: exampleRuntimeConfig(),
    win: window,
    toasts: createToastBus(),
    track: (e) => (tracked.push(e), track(e)),
    ensureWidgets,
  });
  return { ctx, tracked, ensureWidgets };
}

describe('createRuntimeContext', () => {
  it('selects the API pair for this host (test pair on 127.0.0.1)', () => {
    const { ctx } = make();
    expect(ctx.hosts.tier).toBe('test');
    expect(ctx.api.base).toBe(exampleRuntimeConfig().api.test.api);
  });
  it('reports failures as error events; API failures keep their trigger', () => {
    const { ctx, tracked } = make();
    ctx.report(new Error('x'), 'chat');
    ctx.report(new ApiError('bad', 'res error', 502), 'visitor source');
    expect(tracked[0]).toMatchObject({ kind: 'error', type: 'runtime error', fields: { trigger_button: 'chat', error_msg: 'Error: x' } });
    expect(tracked[1]).toMatchObject({ kind: 'error', type: 'api error', fields: { trigger_button: 'res error' }, addition: { step: 'visitor source', status: 502 } });
  });
  it('never throws from report or track', () => {
    const { ctx } = make(() => {
      throw new Error('queue broken');
    });
    expect(() => ctx.report(new Error('x'), 'y')).not.toThrow();
    expect(ctx.track({ kind: 'view' })).toBe(false);
  });
  it('shows toasts through the bus and loads the widgets', () => {
    const { ctx, ensureWidgets } = make();
    const seen: unknown[] = [];
    ctx.toasts.subscribe((m) => seen.push(m));
    ctx.showToast({ kind: 'toast', type: 'failed', text: 'Registration failed!' });
    expect(seen).toEqual([{ kind: 'toast', type: 'failed', text: 'Registration failed!' }]);
    expect(ensureWidgets).toHaveBeenCalledTimes(1);
  });
  it('navigates safely: an external URL without permission is reported, not thrown', () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => undefined);
    const { ctx, tracked } = make();
    expect(ctx.navigate('https://evil.io/')).toBe(false);
    expect(tracked[0]?.fields?.error_msg).toBe('Error: Navigating to an external URL is not allowed by default');
    expect(ctx.navigate('/blog')).toBe(true);
    expect(assign).toHaveBeenCalledWith('/blog');
  });
});

describe('failureEvent', () => {
  it('lets the caller choose the type', () => {
    expect(failureEvent(new Error('x'), 't', '100102').type).toBe('100102');
  });
});
