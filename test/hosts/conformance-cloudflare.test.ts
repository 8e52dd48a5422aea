/** Cloudflare Pages: wrangler pages dev (workerd + the Pages asset server) over the cloudflare target. */
import { conformanceSuite } from './conformance-suite.ts';

conformanceSuite('cloudflare');
