/** Loads a third-party classic script (chat provider, Google Identity Services). */
import { setCappedTimeout } from './timers.ts';
import { isSafeLinkUrl } from '../url-safety.ts';

/** Longest wait for a third-party script. */
export const SCRIPT_LOAD_TIMEOUT_MS = 15_000;

/** Appends `<script async src>` and resolves on load; rejects on error, timeout or a non-http(s) URL. */
export function loadScript(src: string, doc: Document = document, timeoutMs: number = SCRIPT_LOAD_TIMEOUT_MS): Promise<void> {
  return new Promise((resolve, reject) => {
    if (!isSafeLinkUrl(src)) {
      reject(new Error(`Refused to load a script from ${JSON.stringify(src)}`));
      return;
    }
    const script = doc.createElement('script');
    script.async = true;
    script.src = src;
    const cancel = setCappedTimeout(() => reject(new Error(`Timed out loading ${src}`)), timeoutMs);
    script.onload = () => {
      cancel();
      resolve();
    };
    script.onerror = () => {
      cancel();
      reject(new Error(`Failed to load ${src}`));
    };
    doc.head.append(script);
  });
}
