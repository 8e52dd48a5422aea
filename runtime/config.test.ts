// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { readRuntimeConfig, RUNTIME_CONFIG_ELEMENT_ID, serializeRuntimeConfig } from './config.ts';
import { exampleRuntimeConfig } from './example-config.ts';

function embed(text: string, type = 'application/json'): void {
  const script = document.createElement('script');
  script.id = RUNTIME_CONFIG_ELEMENT_ID;
  script.type = type;
  script.textContent = text;
  document.head.append(script);
}

afterEach(() => document.getElementById(RUNTIME_CONFIG_ELEMENT_ID)?.remove());

describe('readRuntimeConfig', () => {
  it('reads the JSON config the build embeds', () => {
    const config = exampleRuntimeConfig();
    embed(JSON.stringify(config));
    expect(readRuntimeConfig(document)).toEqual(config);
  });
  it('returns null when the element is missing', () => {
    expect(readRuntimeConfig(document)).toBeNull();
  });
  it('returns null for malformed JSON', () => {
    embed('{"buildId": ');
    expect(readRuntimeConfig(document)).toBeNull();
  });
  it('returns null for an executable script type (CSP-safe data only)', () => {
    embed(JSON.stringify(exampleRuntimeConfig()), 'module');
    expect(readRuntimeConfig(document)).toBeNull();
  });
  it('returns null when required parts are missing', () => {
    const { constants: _dropped, ...partial } = exampleRuntimeConfig();
    embed(JSON.stringify(partial));
    expect(readRuntimeConfig(document)).toBeNull();
  });
});

describe('exampleRuntimeConfig', () => {
  it('is JSON-serialisable and fresh on each call', () => {
    const a = exampleRuntimeConfig();
    expect(JSON.parse(JSON.stringify(a))).toEqual(a);
    a.locale.code = 'de';
    expect(exampleRuntimeConfig().locale.code).toBe('en');
  });
  it('points every third party at loopback', () => {
    const config = exampleRuntimeConfig();
    const urls = [
      config.analytics.endpoint,
      config.analytics.testEndpoint,
      config.api.primary.api,
      config.api.secondary.api,
      config.api.test.api,
      config.oneTap?.scriptUrl ?? '',
    ];
    for (const url of urls) expect(new URL(url).hostname).toBe('127.0.0.1');
  });
});

describe('serializeRuntimeConfig', () => {
  it('escapes what could end the script element, and round-trips', () => {
    const config = exampleRuntimeConfig();
    config.strings.bannerAlt = '</script><script>alert(1)</script> & \u2028';
    const text = serializeRuntimeConfig(config);
    expect(text).not.toMatch(/[<>&\u2028]/);
    embed(text);
    expect(readRuntimeConfig(document)).toEqual(config);
  });
});
