/**
 * Download button (spec 2.7, 7): detects the system (user agent, Apple silicon via the
 * architecture hint), asks the latest-version call for `data.url` and navigates there. It is a
 * real link to `href` (the download page) so it works before hydration; a failed call is
 * reported and the link is followed instead.
 */
import { useState, type ReactElement } from 'react';
import { currentDownloadSystem, type DownloadSystem } from '../../runtime/download/download-system.ts';
import { useIslandConfig, useRuntime } from './island-context.tsx';

/** Props of {@link DownloadButton}. */
export interface DownloadButtonProps {
  /** Button text. */
  label: string;
  /** A fixed system (per-platform buttons); default: detected. */
  system?: DownloadSystem;
  /** Fallback link (default: the download page of this locale's home, `{home}/download`). */
  href?: string;
  /** Extra class. */
  className?: string;
  /** Analytics click key (`data-track`), e.g. `download.com_mac`. */
  track?: string;
}

/** The default fallback link for a locale home path. */
export function downloadPagePath(home: string): string {
  return `${home.replace(/\/+$/, '')}/download`;
}

/** The widget. */
export function DownloadButton({ label, system, href, className, track }: DownloadButtonProps): ReactElement {
  const config = useIslandConfig();
  const runtime = useRuntime();
  const [busy, setBusy] = useState(false);
  const fallback = href ?? downloadPagePath(config.paths.home);
  const start = async (): Promise<void> => {
    if (!runtime) return;
    setBusy(true);
    try {
      const chosen = system ?? (await currentDownloadSystem());
      const data = await runtime.api.get<{ url?: string }>(config.endpoints.latestVersion, { system: chosen });
      if (!data?.url) throw new Error(`Latest version for ${chosen} has no url`);
      if (!runtime.navigate(data.url, { external: true })) runtime.navigate(fallback);
    } catch (error) {
      runtime.report(error, 'download');
      runtime.navigate(fallback);
    } finally {
      setBusy(false);
    }
  };
  return (
    <a
      className={['site-download', className].filter(Boolean).join(' ')}
      href={fallback}
      aria-busy={busy}
      {...(track ? { 'data-track': track } : {})}
      onClick={(event) => {
        if (!runtime) return;
        event.preventDefault();
        if (!busy) void start();
      }}
    >
      {label}
    </a>
  );
}
