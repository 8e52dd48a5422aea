import { describe, expect, it } from 'vitest';
import { exampleRuntimeConfig } from '../example-config.ts';
import { selectApiHosts } from './api-hosts.ts';

const hosts = exampleRuntimeConfig().api;

describe('selectApiHosts', () => {
  it('uses the primary pair on the primary domain and its subdomains', () => {
    expect(selectApiHosts('example.com', hosts)).toEqual({ tier: 'primary', api: hosts.primary.api, app: hosts.primary.app });
    expect(selectApiHosts('www.example.com', hosts).tier).toBe('primary');
  });
  it('uses the secondary pair on other known domains', () => {
    expect(selectApiHosts('zh.example.net', hosts)).toEqual({ tier: 'secondary', api: hosts.secondary.api, app: hosts.secondary.app });
  });
  it('uses the test pair on unknown hosts', () => {
    expect(selectApiHosts('localhost', hosts)).toEqual({ tier: 'test', api: hosts.test.api, app: hosts.test.app });
    expect(selectApiHosts('notexample.com', hosts).tier).toBe('test');
  });
});
