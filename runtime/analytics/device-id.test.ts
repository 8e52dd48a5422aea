// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { DEVICE_ID_LENGTH, ensureDeviceId } from './device-id.ts';

afterEach(() => {
  document.cookie = '__SYS_ID=; Max-Age=0; Path=/';
});

describe('ensureDeviceId', () => {
  it('creates a random id once and then keeps it', () => {
    const id = ensureDeviceId('__SYS_ID', 360);
    expect(id).toMatch(new RegExp(`^[A-Za-z0-9]{${DEVICE_ID_LENGTH}}$`));
    expect(document.cookie).toContain(`__SYS_ID=${id}`);
    expect(ensureDeviceId('__SYS_ID', 360)).toBe(id);
  });
  it('keeps an existing id', () => {
    document.cookie = '__SYS_ID=existing; Path=/';
    expect(ensureDeviceId('__SYS_ID', 360)).toBe('existing');
  });
});
