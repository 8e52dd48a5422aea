/**
 * Tip toast (spec 4, 9): visible at once, closes itself after its delay (default 1000 ms) plus
 * 300 ms, and has a close button. Same markup on server and client (it starts visible).
 */
import { useEffect, useState, type ReactElement } from 'react';
import { setCappedTimeout } from '../../runtime/shared/timers.ts';
import { useIslandConfig } from './island-context.tsx';

/** Props of {@link TipToast}. */
export interface TipToastProps {
  /** The tip. */
  text: string;
  /** Delay before closing, without the extra 300 ms; default `constants.tipDelayMs`. */
  delayMs?: number;
  /** Called once closed (by the timer or the button). Not available to server-rendered islands. */
  onClose?: () => void;
}

/** Total time a tip stays open. */
export function tipLifetimeMs(delayMs: number, extraMs: number): number {
  return delayMs + extraMs;
}

/** The widget. */
export function TipToast({ text, delayMs, onClose }: TipToastProps): ReactElement | null {
  const config = useIslandConfig();
  const [open, setOpen] = useState(true);
  const lifetime = tipLifetimeMs(delayMs ?? config.constants.tipDelayMs, config.constants.tipCloseExtraMs);
  useEffect(() => {
    if (!open) return undefined;
    return setCappedTimeout(() => setOpen(false), lifetime);
  }, [open, lifetime]);
  useEffect(() => {
    if (!open) onClose?.();
  }, [open, onClose]);
  if (!open) return null;
  return (
    <div className="site-tip" role="status">
      <span className="site-tip__text">{text}</span>
      <button type="button" className="site-tip__close" aria-label={config.strings.close} onClick={() => setOpen(false)}>
        ×
      </button>
    </div>
  );
}
