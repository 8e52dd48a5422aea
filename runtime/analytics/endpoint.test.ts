import { describe, expect, it } from 'vitest';
import { selectAnalyticsEndpoint } from './endpoint.ts';

const analytics = { endpoint: 'https://collect.example.com/a', testEndpoint: 'http://127.0.0.1:4010/t', productionHosts: ['example.com'] };

describe('selectAnalyticsEndpoint', () => {
  it('uses production on production hosts', () => {
    expect(selectAnalyticsEndpoint('example.com', analytics)).toBe(analytics.endpoint);
    expect(selectAnalyticsEndpoint('www.example.com', analytics)).toBe(analytics.endpoint);
  });
  it('uses test everywhere else', () => {
    expect(selectAnalyticsEndpoint('localhost', analytics)).toBe(analytics.testEndpoint);
    expect(selectAnalyticsEndpoint('preview.example.org', analytics)).toBe(analytics.testEndpoint);
  });
});
