// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { encodeBase64 } from '../shared/base64.ts';
import { toQueueEntry, type QueueEntry } from './events.ts';
import { createQueueStore, decodeQueue, encodeQueue } from './queue-storage.ts';

const entry = toQueueEntry({ kind: 'error', fields: { error_msg: '注册失败！' } }, 1) as QueueEntry;

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('queue store', () => {
  it('stores base64 of the JSON (encoded, not plain text)', () => {
    const store = createQueueStore('q');
    store.save([entry]);
    const raw = localStorage.getItem('q') ?? '';
    expect(raw).toBe(encodeBase64(JSON.stringify([entry])));
    expect(raw).not.toContain('op_type');
    expect(createQueueStore('q').load()).toEqual([entry]);
  });
  it('removes the key when the queue is empty', () => {
    const store = createQueueStore('q');
    store.save([entry]);
    store.save([]);
    expect(localStorage.getItem('q')).toBeNull();
  });
  it('keeps the queue in memory when storage refuses writes', () => {
    vi.stubGlobal('localStorage', {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    });
    const store = createQueueStore('q');
    store.save([entry]);
    expect(store.load()).toEqual([entry]);
  });
  it('drops malformed data and entries', () => {
    expect(decodeQueue('not base64!')).toEqual([]);
    expect(decodeQueue(encodeBase64('{"a":1}'))).toEqual([]);
    expect(decodeQueue(encodeBase64(JSON.stringify([entry, { op_type: 'scroll' }])))).toEqual([entry]);
    expect(decodeQueue(null)).toEqual([]);
    expect(decodeQueue(encodeQueue([entry]))).toEqual([entry]);
  });
});
