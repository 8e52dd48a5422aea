/** The device-id cookie (spec 3, 9: `__SYS_ID`, 360 days), created on first visit. */
import { getCookie, setCookie } from '../shared/cookies.ts';
import { randomString } from '../shared/random.ts';

/** Length of generated device ids. */
export const DEVICE_ID_LENGTH = 32;

/** Reads the device id, creating and storing one when absent. */
export function ensureDeviceId(cookieName: string, days: number): string {
  const existing = getCookie(cookieName);
  if (existing) return existing;
  const id = randomString(DEVICE_ID_LENGTH);
  setCookie(cookieName, id, { days });
  return id;
}
