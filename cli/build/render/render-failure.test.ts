import { describe, expect, it } from 'vitest';
import { diagnostic } from '../../../manifest/diagnostics.ts';
import { PAGE_RENDER_FAILURE, pageRenderFailure } from './render-failure.ts';

/** A component that throws as a template with a typo does (`view.nope.deeper`). */
function Footer(view: Record<string, { deeper: string }>): string {
  return (view.nope as unknown as { deeper: string }).deeper;
}

describe('pageRenderFailure', () => {
  it('names the page, its template and the component that threw (BUILD_FAILED named none of them)', () => {
    let thrown: unknown;
    try {
      Footer({});
    } catch (error) {
      thrown = error;
    }
    const message = pageRenderFailure('/de/pricing', 'pricing', thrown);
    expect(message).toBe(`the page /de/pricing (template "pricing", component Footer) did not render: ${(thrown as Error).message}`);
    expect(message.startsWith(PAGE_RENDER_FAILURE)).toBe(true);
  });

  it('leaves the component out when the stack names none', () => {
    expect(pageRenderFailure('/', 'home', new Error('boom'))).toMatch(/^the page \/ \(template "home"(, component [A-Z]\w*)?\) did not render: boom$/);
    expect(pageRenderFailure('/', 'home', 'a string')).toBe('the page / (template "home") did not render: a string');
  });

  it('is a BUILD_FAILED of its own, whose hint points at the template, not at the output folder', () => {
    const d = diagnostic('BUILD_FAILED', { case: 'render', error: 'the page / (template "home", component Footer) did not render: x' });
    expect(d.message).toBe('A template threw while rendering: the page / (template "home", component Footer) did not render: x.');
    expect(d.hint).toContain('Fix the component named');
    expect(d.hint).not.toContain('output folder');
  });
});
