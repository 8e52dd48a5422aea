/**
 * Island names → components. The server renders islands by name (`<Island name="scroll-top">`),
 * and the runtime's lazy widgets chunk hydrates every `[data-island]` mount point with the
 * component registered under its name. Names are permanent: they appear in built HTML.
 */
import type { ComponentProps, FunctionComponent } from 'react';
import { ActivityIcon } from './activity-icon.tsx';
import { CurrencySwitcher } from './currency-switcher.tsx';
import { DownloadButton } from './download-button.tsx';
import { ErrorCountdown } from './error-countdown.tsx';
import { MobileBanner } from './mobile-banner.tsx';
import { NotFoundPath } from './not-found-path.tsx';
import { QrConsult } from './qr-consult.tsx';
import { ScrollTop } from './scroll-top.tsx';
import { TipToast } from './tip-toast.tsx';
import { ToastHost } from './toast-host.tsx';

/** Every island widget by name. */
export const islandRegistry = {
  'scroll-top': ScrollTop,
  'activity-icon': ActivityIcon,
  'qr-consult': QrConsult,
  'mobile-banner': MobileBanner,
  'toast-host': ToastHost,
  'tip-toast': TipToast,
  'error-countdown': ErrorCountdown,
  'currency-switcher': CurrencySwitcher,
  'download-button': DownloadButton,
  'not-found-path': NotFoundPath,
} satisfies Record<string, FunctionComponent<never>>;

/** A registered island name. */
export type IslandName = keyof typeof islandRegistry;

/** The props of the island registered under `N`. */
export type IslandProps<N extends IslandName> = ComponentProps<(typeof islandRegistry)[N]>;

/** True for a registered name. */
export function isIslandName(name: unknown): name is IslandName {
  return typeof name === 'string' && Object.hasOwn(islandRegistry, name);
}

/** The island the runtime mounts itself when the page has no toast-host mount point. */
export const TOAST_HOST_ISLAND = 'toast-host' satisfies IslandName;
