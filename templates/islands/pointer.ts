/** Desktop (hover-capable pointer) versus touch, read in event handlers only (never during render). */

/** Media query of a hover-capable primary pointer. */
const HOVER_QUERY = '(hover: hover)';

/** True when the primary pointer can hover (desktop); false on touch devices. */
export function canHover(win: Pick<Window, 'matchMedia'> | undefined = globalThis.window): boolean {
  return typeof win?.matchMedia === 'function' ? win.matchMedia(HOVER_QUERY).matches : true;
}
