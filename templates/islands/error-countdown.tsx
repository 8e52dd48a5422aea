/**
 * The 502 screen (spec 2.7, D9): image, two messages, a countdown from 5 to 0 ticking each
 * second, then navigation to the blog path (home on ru: `paths.errorTarget`); the back button
 * goes to the same target (a real link, so it also works before hydration).
 */
import { useEffect, useState, type ReactElement } from 'react';
import { setCappedTimeout } from '../../runtime/shared/timers.ts';
import { useIslandConfig, useRuntime } from './island-context.tsx';

/** One countdown tick. */
export const COUNTDOWN_TICK_MS = 1_000;

/** Fills `{seconds}`. */
export function countdownText(template: string, seconds: number): string {
  return template.replaceAll('{seconds}', String(seconds));
}

/** The widget (no props). */
export function ErrorCountdown(): ReactElement {
  const config = useIslandConfig();
  const runtime = useRuntime();
  const target = config.paths.errorTarget;
  const [seconds, setSeconds] = useState(config.constants.errorCountdownSeconds);
  useEffect(() => {
    if (seconds <= 0) {
      runtime?.navigate(target, { replace: true });
      return undefined;
    }
    return setCappedTimeout(() => setSeconds((s) => s - 1), COUNTDOWN_TICK_MS);
  }, [seconds, runtime, target]);
  const s = config.strings;
  return (
    <div className="site-error-502">
      <img src={config.images.error502} alt="502" />
      <h1 className="site-error-502__title">{s.error502Message1}</h1>
      <p>{s.error502Message2}</p>
      <p className="site-error-502__countdown" data-seconds={seconds}>
        {countdownText(s.error502AutoRefresh, seconds)}
      </p>
      <a
        className="site-error-502__back"
        data-track="error502.back"
        href={target}
        onClick={(event) => {
          if (runtime) {
            event.preventDefault();
            runtime.navigate(target);
          }
        }}
      >
        {s.error502Back}
      </a>
    </div>
  );
}
