/**
 * Seasonal activity icon (spec 2.7): a floating icon, shown only in the configured months
 * (September), whose hover or click opens a 234×206 popup image in the visitor's image language
 * (zh/tc → zh, pt, vn, ru, else en). The month depends on the visitor's clock, so the server
 * markup is hidden and the effect reveals it.
 */
import { useEffect, useState, type ReactElement } from 'react';
import { sanitizeLink } from '../../runtime/url-safety.ts';
import { imageLanguage } from './image-language.ts';
import { useIslandConfig } from './island-context.tsx';
import { canHover } from './pointer.ts';

/** Popup size in px (spec 2.7). */
export const ACTIVITY_POPUP_SIZE = { width: 234, height: 206 } as const;

/** True when `date` falls in one of `months` (1–12); an empty list means always. */
export function isActivityMonth(months: readonly number[], date: Date): boolean {
  return months.length === 0 || months.includes(date.getMonth() + 1);
}

/** The widget (no props: everything comes from the config). */
export function ActivityIcon(): ReactElement | null {
  const config = useIslandConfig();
  const activity = config.activity;
  const [active, setActive] = useState(false);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (activity) setActive(isActivityMonth(activity.months, new Date()));
  }, [activity]);
  if (!activity) return null;
  const href = sanitizeLink(activity.href, { trustedDomains: config.trustedDomains }) ?? config.paths.home;
  const popup = config.images.activityPopup[imageLanguage(config.locale.code)];
  return (
    <div
      className="site-activity"
      hidden={!active}
      data-open={open ? 'true' : 'false'}
      onMouseEnter={() => canHover() && setOpen(true)}
      onMouseLeave={() => canHover() && setOpen(false)}
    >
      <button type="button" className="site-activity__icon" aria-expanded={open} aria-label={config.strings.activityAlt} onClick={() => setOpen((o) => !o)}>
        <img src={config.images.activityIcon} alt="" />
      </button>
      {open ? (
        <a className="site-activity__popup" href={href} data-track="widget.activity">
          <img src={popup} width={ACTIVITY_POPUP_SIZE.width} height={ACTIVITY_POPUP_SIZE.height} alt={config.strings.activityAlt} />
        </a>
      ) : null}
    </div>
  );
}
