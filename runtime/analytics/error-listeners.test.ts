// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import type { Cancel } from '../shared/timers.ts';
import { describeError, errorEvent, installErrorReporting, MAX_ERROR_MESSAGE_LENGTH, MAX_ERROR_REPORTS_PER_PAGE } from './error-listeners.ts';
import type { AnalyticsEventInput } from './events.ts';

let uninstall: Cancel = () => undefined;
afterEach(() => uninstall());

function install(): AnalyticsEventInput[] {
  const tracked: AnalyticsEventInput[] = [];
  uninstall = installErrorReporting(window, (event) => tracked.push(event));
  return tracked;
}

describe('error reporting', () => {
  it('reports resource errors as 100101 resource reload error', () => {
    const tracked = install();
    const img = document.createElement('img');
    img.setAttribute('src', 'http://127.0.0.1:4010/missing.png');
    document.body.append(img);
    img.dispatchEvent(new Event('error'));
    expect(tracked).toHaveLength(1);
    expect(tracked[0]).toMatchObject({
      kind: 'error',
      type: '100101',
      fields: { error_type: '100101', error_msg: 'resource reload error', trigger_button: 'img' },
      addition: { src: 'http://127.0.0.1:4010/missing.png' },
    });
  });
  it('reports script errors as 100102', () => {
    const tracked = install();
    window.dispatchEvent(new ErrorEvent('error', { message: 'boom', filename: 'app.js', lineno: 3, colno: 7 }));
    expect(tracked[0]).toMatchObject({ type: '100102', fields: { error_type: '100102', error_msg: 'boom at app.js:3:7' } });
  });
  it('reports unhandled rejections as 100103', () => {
    const tracked = install();
    const event = new Event('unhandledrejection') as Event & { reason: unknown };
    Object.defineProperty(event, 'reason', { value: new TypeError('nope') });
    window.dispatchEvent(event);
    expect(tracked[0]).toMatchObject({ type: '100103', fields: { error_type: '100103', error_msg: 'TypeError: nope' } });
  });
  it('caps the number of reports per page', () => {
    const tracked = install();
    for (let i = 0; i < MAX_ERROR_REPORTS_PER_PAGE + 10; i += 1) window.dispatchEvent(new ErrorEvent('error', { message: `e${i}` }));
    expect(tracked).toHaveLength(MAX_ERROR_REPORTS_PER_PAGE);
  });
  it('stops after uninstalling', () => {
    const tracked = install();
    uninstall();
    window.dispatchEvent(new ErrorEvent('error', { message: 'late' }));
    expect(tracked).toHaveLength(0);
  });
});

describe('helpers', () => {
  it('builds error events with page url and title', () => {
    document.title = 'Pricing';
    expect(errorEvent('x', 'm', 't').fields).toEqual({ error_type: 'x', error_msg: 'm', url: location.href, title: 'Pricing', trigger_button: 't' });
  });
  it('keeps the first 500 characters of a message', () => {
    expect(errorEvent('x', 'a'.repeat(499) + 'bc').fields?.error_msg).toBe('a'.repeat(499) + 'b');
    expect(MAX_ERROR_MESSAGE_LENGTH).toBe(500);
  });
  it('describes any thrown value', () => {
    expect(describeError(new RangeError('r'))).toBe('RangeError: r');
    expect(describeError('s')).toBe('s');
    expect(describeError({ a: 1 })).toBe('{"a":1}');
    expect(describeError(undefined)).toBe('undefined');
  });
});
