/** The reference engine (resolve() behind a Node server) against resolve() itself: checks the harness and the reference server. */
import { conformanceSuite } from './conformance-suite.ts';

conformanceSuite('reference');
