/** Netlify: its WASM matcher behind the netlify-cli request handling, over the netlify target. */
import { conformanceSuite } from './conformance-suite.ts';

conformanceSuite('netlify');
