import { type Diagnostic, diagnostic } from '../../../manifest/diagnostics.ts';

/** The manifest's `constants.breakpoints` (spec 9), px. */
export type Breakpoints = Readonly<Record<string, number>>;

const TOKEN = /breakpoint\(\s*([A-Za-z_][\w-]*)\s*(?:,\s*([+-]?\d+(?:\.\d+)?)\s*)?\)/g;

/**
 * Fills the stylesheet's `breakpoint(name)` and `breakpoint(name, offset)` with the manifest's
 * screen breakpoints in px, so media queries use the spec's values from one place:
 * `@media (max-width: breakpoint(mobile))` → `(max-width: 767px)`, `breakpoint(sm, -0.02)` →
 * `991.98px` (just below `sm`), `breakpoint(mobile, 1)` → `768px` (just above `mobile`). An
 * unknown name is an error with its line.
 */
export function resolveBreakpoints(css: string, breakpoints: Breakpoints, file = 'templates/styles/site.css'): { css: string; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const out = css.replace(TOKEN, (token: string, name: string, offset: string | undefined, at: number) => {
    const value = breakpoints[name];
    if (value === undefined) {
      const line = css.slice(0, at).split('\n').length;
      diagnostics.push(diagnostic('STYLE_BREAKPOINT_UNKNOWN', { token, name, known: Object.keys(breakpoints) }, { file, line }));
      return token;
    }
    return `${Number((value + Number(offset ?? 0)).toFixed(2))}px`;
  });
  return { css: out, diagnostics };
}
