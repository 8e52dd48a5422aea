import { describe, expect, it } from 'vitest';
import { DEFAULT_CONSTANTS } from '../example-config.ts';
import { CHAT_BOTTOM_ADJUST_PX, quickActionsOffset } from './quick-actions.ts';

describe('quickActionsOffset', () => {
  it('is 93 px without a visible chat', () => {
    expect(quickActionsOffset(false, { height: 600, bottom: 0 }, DEFAULT_CONSTANTS)).toBe(93);
    expect(quickActionsOffset(true, null, DEFAULT_CONSTANTS)).toBe(93);
    expect(quickActionsOffset(true, { height: 0, bottom: 0 }, DEFAULT_CONSTANTS)).toBe(93);
  });
  it('is the chat iframe height plus 5 while the chat is visible', () => {
    expect(quickActionsOffset(true, { height: 600, bottom: 0 }, DEFAULT_CONSTANTS)).toBe(605);
  });
  it('is height plus bottom offset minus 12 when the iframe is raised', () => {
    expect(CHAT_BOTTOM_ADJUST_PX).toBe(12);
    expect(quickActionsOffset(true, { height: 600, bottom: 20 }, DEFAULT_CONSTANTS)).toBe(608);
  });
});
