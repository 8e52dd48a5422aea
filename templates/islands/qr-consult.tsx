/**
 * QR-code consultation button, zh only (spec 2.7): a 234×282 popup image that shows on hover on
 * desktop and toggles on click on touch devices. Renders nothing on other locales.
 */
import { useState, type ReactElement } from 'react';
import { useIslandConfig } from './island-context.tsx';
import { canHover } from './pointer.ts';

/** Popup size in px (spec 2.7). */
export const QR_POPUP_SIZE = { width: 234, height: 282 } as const;

/** The only locale that shows the button. */
export const QR_CONSULT_LOCALE = 'zh';

/** The widget. */
export function QrConsult(): ReactElement | null {
  const config = useIslandConfig();
  const [open, setOpen] = useState(false);
  if (config.locale.code !== QR_CONSULT_LOCALE) return null;
  return (
    <div
      className="site-qr"
      data-open={open ? 'true' : 'false'}
      onMouseEnter={() => canHover() && setOpen(true)}
      onMouseLeave={() => canHover() && setOpen(false)}
    >
      <button
        type="button"
        className="site-qr__button"
        data-track="widget.qr"
        aria-expanded={open}
        aria-label={config.strings.qrConsult}
        onClick={() => !canHover() && setOpen((o) => !o)}
      >
        <img src={config.images.qrIcon} alt="" />
      </button>
      {open ? (
        <img className="site-qr__popup" src={config.images.qrPopup} width={QR_POPUP_SIZE.width} height={QR_POPUP_SIZE.height} alt={config.strings.qrConsult} />
      ) : null}
    </div>
  );
}
