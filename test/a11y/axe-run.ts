/**
 * axe-core in a real page: the library is evaluated in the page through the DevTools protocol (so
 * the site's Content-Security-Policy, which forbids inline scripts, does not stop it) and run over
 * the whole document with the rule set the project holds itself to.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/** WCAG 2.0 and 2.1, levels A and AA: what every document is held to. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] as const;

/** WCAG A/AA and axe's best practices: what every page is held to (see test/a11y/README.md). */
export const AXE_TAGS = [...WCAG_TAGS, 'best-practice'] as const;

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** One failing rule on a page, with the selectors of up to three failing nodes. */
export interface AxeFinding {
  rule: string;
  impact: string;
  help: string;
  nodes: string[];
  /** How many nodes fail. */
  count: number;
}

interface RawViolation {
  id: string;
  impact?: string | null;
  help: string;
  nodes: { target: unknown[]; failureSummary?: string }[];
}

/** Runs axe over the page's document with the rules of `tags`; returns its violations (empty when the page passes). */
export async function runAxe(page: Page, tags: readonly string[] = AXE_TAGS): Promise<AxeFinding[]> {
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: RawViolation[] }> } }).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return result.violations.map((violation) => ({ id: violation.id, impact: violation.impact ?? '', help: violation.help, nodes: violation.nodes.map((node) => `${JSON.stringify(node.target)} ${node.failureSummary ?? ''}`.slice(0, 300)) }));
  }, [...tags]);
  return violations.map((violation) => ({ rule: violation.id, impact: violation.impact, help: violation.help, nodes: violation.nodes.slice(0, 3), count: violation.nodes.length }));
}
