import type { Diagnostic } from '../../manifest/diagnostics.ts';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe to put in HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);
}

/**
 * The browser overlay of a failed build: each error with its code, file and line, message and
 * hint, every value escaped (a front matter can hold `<script>`). `lastGood`: whether a build
 * succeeded before, so there is a last good page behind the overlay.
 */
export function overlayHtml(diagnostics: readonly Diagnostic[], state: { lastGood: boolean } = { lastGood: true }): string {
  const errors = diagnostics.filter((d) => d.severity === 'error');
  const items = errors.map((d) => {
    const where = d.file ? `${d.file}${d.line ? `:${d.line}` : ''}` : '';
    return [
      `<div data-code="${escapeHtml(d.code)}" style="margin:0 0 20px">`,
      `<div style="color:#fca5a5;font-weight:bold">${escapeHtml(d.code)}${where ? ` <span style="color:#93c5fd">${escapeHtml(where)}</span>` : ''}${d.path ? ` <span style="color:#a1a1aa">${escapeHtml(d.path)}</span>` : ''}</div>`,
      `<div>${escapeHtml(d.message)}</div>`,
      d.hint ? `<div style="color:#a1a1aa">hint: ${escapeHtml(d.hint)}</div>` : '',
      '</div>',
    ].join('');
  });
  const title = `site dev: the build has ${errors.length} error${errors.length === 1 ? '' : 's'}; ${state.lastGood ? 'the last good page is shown until they are fixed' : 'there is no page to show until they are fixed'}.`;
  return `<div style="font-weight:bold;margin:0 0 20px">${escapeHtml(title)}</div>${items.join('')}`;
}
