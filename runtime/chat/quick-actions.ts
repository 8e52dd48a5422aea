/**
 * The floating quick-action stack follows the chat (spec 4): its bottom offset is 93 px; while the
 * chat is visible it is the chat iframe's height plus 5 px, or, when the iframe itself sits above
 * the bottom edge, its height plus its bottom offset minus 12 px.
 */
import type { RuntimeConstants } from '../config.ts';

/** Subtracted when the chat iframe has its own bottom offset. */
export const CHAT_BOTTOM_ADJUST_PX = 12;

/** The stack's bottom offset in px. */
export function quickActionsOffset(
  chatVisible: boolean,
  iframe: { height: number; bottom: number } | null,
  constants: Pick<RuntimeConstants, 'quickActionsOffsetPx' | 'chatIframeGapPx'>,
): number {
  if (!chatVisible || !iframe || iframe.height <= 0) return constants.quickActionsOffsetPx;
  if (iframe.bottom > 0) return iframe.height + iframe.bottom - CHAT_BOTTOM_ADJUST_PX;
  return iframe.height + constants.chatIframeGapPx;
}
