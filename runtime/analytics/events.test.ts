import { describe, expect, it } from 'vitest';
import { ANALYTICS_KINDS, ERROR_TYPES, isAnalyticsKind, isQueueEntry, RESOURCE_ERROR_MESSAGE, toQueueEntry } from './events.ts';

describe('analytics events', () => {
  it('accepts only click, view, expose and error', () => {
    expect(ANALYTICS_KINDS).toEqual(['click', 'view', 'expose', 'error']);
    for (const kind of ANALYTICS_KINDS) expect(isAnalyticsKind(kind)).toBe(true);
    for (const kind of ['scroll', 'pageview', 'CLICK', '', 'toString']) expect(isAnalyticsKind(kind)).toBe(false);
  });
  it('refuses other kinds', () => {
    expect(toQueueEntry({ kind: 'scroll' }, 1)).toBeNull();
  });
  it('builds the queue entry shape', () => {
    const entry = toQueueEntry({ kind: 'click', type: 'nav-pricing', fields: { key: 'nav-pricing', url: '/x' }, addition: { a: 1 }, result: 'ok' }, 1700000000000);
    expect(entry).toEqual({
      op_obj_value: JSON.stringify({ key: 'nav-pricing', url: '/x', addition: '{"a":1}' }),
      op_type: 'click',
      op_res: 'ok',
      op_obj_type: 'nav-pricing',
      user_timestamp_: 1700000000000,
    });
    expect(isQueueEntry(entry)).toBe(true);
  });
  it('defaults the sub-type to the kind and addition to {}', () => {
    const entry = toQueueEntry({ kind: 'view' }, 5);
    expect(entry?.op_obj_type).toBe('view');
    expect(JSON.parse(entry?.op_obj_value ?? '')).toEqual({ addition: '{}' });
  });
  it('has the spec error codes', () => {
    expect(ERROR_TYPES.resource).toBe('100101');
    expect(ERROR_TYPES.script).toBe('100102');
    expect(ERROR_TYPES.rejection).toBe('100103');
    expect(RESOURCE_ERROR_MESSAGE).toBe('resource reload error');
  });
  it('recognises stored entries', () => {
    expect(isQueueEntry({ op_obj_value: '{}', op_type: 'other', op_res: '', op_obj_type: '', user_timestamp_: 1 })).toBe(false);
    expect(isQueueEntry(null)).toBe(false);
  });
});
