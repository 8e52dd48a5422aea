import { describe, expect, it } from 'vitest';
import { parseIcons, spriteSvg } from './icons.ts';

describe('icons', () => {
  it('turns icon files into sprite symbols', () => {
    const { icons, diagnostics } = parseIcons(new Map([['templates/icons/check.svg', '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><path d="M1 1"/></svg>']]));
    expect(diagnostics).toEqual([]);
    expect(icons).toEqual([{ id: 'check', viewBox: '0 0 24 24', body: '<path d="M1 1"/>' }]);
    expect(spriteSvg(icons)).toContain('<symbol id="check" viewBox="0 0 24 24"><path d="M1 1"/></symbol>');
  });

  it('refuses a non-numeric viewBox, naming the icon, file and line', () => {
    const { icons, diagnostics } = parseIcons(new Map([['templates/icons/star.svg', '<svg\n  viewBox="0 0 auto 24"><path/></svg>']]));
    expect(icons).toEqual([]);
    expect(diagnostics).toEqual([
      expect.objectContaining({ code: 'ICON_INVALID', file: 'templates/icons/star.svg', line: 2, message: 'Icon "star" has a non-numeric viewBox "0 0 auto 24".' }),
    ]);
  });

  it('refuses an icon without a viewBox', () => {
    const { diagnostics } = parseIcons(new Map([['templates/icons/dot.svg', '<svg width="4" height="4"></svg>']]));
    expect(diagnostics[0]).toMatchObject({ code: 'ICON_INVALID', message: 'Icon "dot" has no <svg viewBox="…">.' });
  });
});
