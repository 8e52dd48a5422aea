import { describe, expect, it, vi } from 'vitest';
import { ApiError, buildApiUrl, createApiClient, RETRY_STATUSES } from './api-client.ts';

function respond(status: number, body: unknown): Response {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

describe('buildApiUrl', () => {
  it('joins base, path and query', () => {
    expect(buildApiUrl('http://127.0.0.1:4010/api/', '/sys/config/ref/set', { c_v: 'a b' })).toBe('http://127.0.0.1:4010/api/sys/config/ref/set?c_v=a+b');
    expect(buildApiUrl('http://127.0.0.1:4010', 'x')).toBe('http://127.0.0.1:4010/x');
  });
});

describe('createApiClient', () => {
  it('resolves data when code is 0', async () => {
    const fetchImpl = vi.fn(async () => respond(200, { code: 0, data: { url: 'https://dl.example.com/a.exe' } }));
    const api = createApiClient('http://127.0.0.1:4010/api', fetchImpl);
    await expect(api.get('/client/sys-client-version/get-latest-version', { system: 'com_win64' })).resolves.toEqual({ url: 'https://dl.example.com/a.exe' });
    expect(fetchImpl).toHaveBeenCalledWith('http://127.0.0.1:4010/api/client/sys-client-version/get-latest-version?system=com_win64', {
      method: 'GET',
      credentials: 'same-origin',
    });
  });
  it('rejects with res error when code is not 0', async () => {
    const api = createApiClient('http://h', async () => respond(200, { code: 5, data: null }));
    const error = await api.get('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ trigger: 'res error', code: 5, status: 200 });
  });
  it('rejects with req error when the network fails', async () => {
    const api = createApiClient('http://h', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(api.get('/x')).rejects.toMatchObject({ trigger: 'req error' });
  });
  it('rejects with res error on bad JSON', async () => {
    const api = createApiClient('http://h', async () => respond(200, 'not json'));
    await expect(api.get('/x')).rejects.toMatchObject({ trigger: 'res error' });
  });
  it('retries a GET once on each retryable status', async () => {
    expect(RETRY_STATUSES).toEqual([408, 409, 425, 429, 500, 502, 503, 504]);
    for (const status of RETRY_STATUSES) {
      const fetchImpl = vi.fn().mockResolvedValueOnce(respond(status, {})).mockResolvedValueOnce(respond(200, { code: 0, data: 1 }));
      await expect(createApiClient('http://h', fetchImpl).get('/x')).resolves.toBe(1);
      expect(fetchImpl).toHaveBeenCalledTimes(2);
    }
  });
  it('retries only once', async () => {
    const fetchImpl = vi.fn(async () => respond(503, {}));
    await expect(createApiClient('http://h', fetchImpl).get('/x')).rejects.toMatchObject({ trigger: 'res error', status: 503 });
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });
  it('does not retry other statuses', async () => {
    const fetchImpl = vi.fn(async () => respond(404, {}));
    await expect(createApiClient('http://h', fetchImpl).get('/x')).rejects.toMatchObject({ status: 404 });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });
  it('never retries requests with a body', async () => {
    const fetchImpl = vi.fn(async () => respond(503, {}));
    await expect(createApiClient('http://h', fetchImpl).postForm('/x', { a: '1' })).rejects.toMatchObject({ status: 503 });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });
  it('posts form data, with credentials when asked', async () => {
    const fetchImpl = vi.fn(async (_url: string, _init: RequestInit) => respond(200, { code: 0, data: { cpl: 'abc' } }));
    await createApiClient('http://h', fetchImpl as unknown as typeof fetch).postForm('/login', { third_party: 'google' }, { credentials: true });
    const init = fetchImpl.mock.calls[0]?.[1];
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('include');
    expect((init?.body as FormData).get('third_party')).toBe('google');
  });
});
