/**
 * Scroll-to-top button (spec 2.7, 4, 9): shown once the page is scrolled past one viewport
 * height; the scroll handler is throttled (200 ms, trailing only). Hidden in the server markup.
 */
import { useEffect, useState, type ReactElement } from 'react';
import { throttleTrailing } from '../../runtime/shared/timers.ts';
import { useIslandConfig } from './island-context.tsx';

/** Props of {@link ScrollTop}. */
export interface ScrollTopProps {
  /** Extra class on the button. */
  className?: string;
}

/** True when the button should show: scrolled past one viewport height. */
export function isPastOneViewport(scrollY: number, viewportHeight: number): boolean {
  return scrollY > viewportHeight;
}

/** The widget. */
export function ScrollTop({ className }: ScrollTopProps): ReactElement {
  const config = useIslandConfig();
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const update = (): void => setVisible(isPastOneViewport(window.scrollY, window.innerHeight));
    const onScroll = throttleTrailing(update, config.constants.scrollThrottleMs);
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      onScroll.cancel();
    };
  }, [config.constants.scrollThrottleMs]);
  return (
    <button
      type="button"
      data-track="widget.scroll-top"
      className={['site-scroll-top', className].filter(Boolean).join(' ')}
      aria-label={config.strings.scrollTop}
      data-state={visible ? 'shown' : 'hidden'}
      hidden={!visible}
      onClick={(event) => {
        // Let go of focus first. The scroll hides this button; when React commits that while the
        // button has focus, it restores focus and writes the scroll position back, which cancels
        // the smooth scroll half-way (seen in Chromium: it stopped ~150 px from the top).
        event.currentTarget.blur();
        window.scrollTo({ top: 0, behavior: 'smooth' });
      }}
    >
      <span aria-hidden="true">↑</span>
    </button>
  );
}
