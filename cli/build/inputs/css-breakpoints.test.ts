import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Constants } from '../../../manifest/schema/config.ts';
import { resolveBreakpoints } from './css-breakpoints.ts';

const SPEC = Constants.parse({}).breakpoints;

describe('resolveBreakpoints', () => {
  it('fills breakpoint(name) and breakpoint(name, offset) with the manifest values in px', () => {
    const { css, diagnostics } = resolveBreakpoints('@media (max-width: breakpoint(mobile)) {}\n@media (min-width: breakpoint(mobile, 1)) {}\n@media (max-width: breakpoint( sm , -0.02 )) {}', SPEC);
    expect(diagnostics).toEqual([]);
    expect(css).toBe('@media (max-width: 767px) {}\n@media (min-width: 768px) {}\n@media (max-width: 991.98px) {}');
  });

  it('reports an unknown breakpoint with its line and the known names', () => {
    const { diagnostics } = resolveBreakpoints('a {}\n@media (max-width: breakpoint(tablet)) {}', SPEC);
    expect(diagnostics).toEqual([
      expect.objectContaining({ code: 'STYLE_BREAKPOINT_UNKNOWN', severity: 'error', file: 'templates/styles/site.css', line: 2, hint: 'Known breakpoints: xs, sm, md, xl, xxl, mobile, mobile_s.' }),
    ]);
  });

  it('leaves the shipped stylesheet with only the spec breakpoints (xs 320, sm 992, md 1200, xl 1400, xxl 1536, mobile 767, mobile_s 530)', async () => {
    const raw = await readFile(join(import.meta.dirname, '..', '..', '..', 'templates', 'styles', 'site.css'), 'utf8');
    const { css, diagnostics } = resolveBreakpoints(raw, SPEC);
    expect(diagnostics).toEqual([]);
    const widths = [...css.matchAll(/@media[^{]*\((?:min|max)-width:\s*([\d.]+)(px|rem|em)\)/g)].map((m) => `${m[1]}${m[2]}`);
    expect(widths.length).toBeGreaterThan(3);
    const allowed = new Set(Object.values(SPEC).flatMap((value) => [`${value}px`, `${value + 1}px`, `${value - 0.02}px`]));
    expect(widths.filter((width) => !allowed.has(width))).toEqual([]);
    expect(widths).toEqual(expect.arrayContaining(['992px', '991.98px', '530px', '768px']));
  });

  it('follows the manifest: another value for sm moves the media queries', () => {
    expect(resolveBreakpoints('@media (min-width: breakpoint(sm)) {}', { ...SPEC, sm: 1024 }).css).toBe('@media (min-width: 1024px) {}');
  });
});
