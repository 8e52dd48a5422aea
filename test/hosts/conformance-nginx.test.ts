/** nginx (Debian package) over the nginx target. */
import { conformanceSuite } from './conformance-suite.ts';

conformanceSuite('nginx');
