// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { decodeBase64 } from '../shared/base64.ts';
import { collectFingerprint, encodeFingerprint, FINGERPRINT_LOG_TYPE, fingerprintForm } from './fingerprint.ts';

describe('fingerprint log', () => {
  it('collects a stable bundle', () => {
    const bundle = collectFingerprint();
    expect(bundle.ua).toBe(navigator.userAgent);
    expect(collectFingerprint()).toEqual(bundle);
    expect(JSON.parse(decodeBase64(encodeFingerprint(bundle)))).toEqual(bundle);
  });
  it('sends only when it differs from the last one sent', () => {
    const encoded = encodeFingerprint(collectFingerprint());
    expect(fingerprintForm(encoded, null)).toEqual({ log_type: FINGERPRINT_LOG_TYPE, data: encoded, base_encode: '1' });
    expect(fingerprintForm(encoded, 'older')).not.toBeNull();
    expect(fingerprintForm(encoded, encoded)).toBeNull();
    expect(FINGERPRINT_LOG_TYPE).toBe('WWW_FINGERPRINT_INFO');
  });
});
