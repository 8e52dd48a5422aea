/**
 * The core entry, included on every page as `<script type="module" src="/assets/core-HASH.js">`
 * (module scripts are deferred: nothing blocks rendering). Reads the page's config and starts
 * the runtime; without a valid config it does nothing. It never throws at the page.
 */
import { readRuntimeConfig } from './config.ts';
import { startRuntime } from './start-runtime.ts';

try {
  const config = readRuntimeConfig(document);
  if (config) startRuntime(config, window);
} catch {
  // The runtime must never break the page.
}
