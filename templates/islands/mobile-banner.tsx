/**
 * Mobile bottom banner (spec 2.7, 4, 9): mobile only (viewport ≤ 767 px); appears 1 s after load;
 * hides on scroll down; reappears on scroll up or 5 s after hiding. Scrolling is read at most every
 * 200 ms, trailing only (`constants.scrollThrottleMs`): the direction is the net move of that
 * window. Its left 8 % is a close button, its right 32 % a link to registration. Hidden in the
 * server markup.
 */
import { useEffect, useRef, useState, type ReactElement } from 'react';
import { setCappedTimeout, throttleTrailing, type Cancel } from '../../runtime/shared/timers.ts';
import { imageLanguage } from './image-language.ts';
import { useIslandConfig } from './island-context.tsx';

/** The banner's states. */
export type BannerState = 'waiting' | 'shown' | 'hidden' | 'closed';

/** What happens to the banner. */
export type BannerEvent = 'ready' | 'scroll-down' | 'scroll-up' | 'reshow' | 'close';

/** Pure transition function of the banner. */
export function nextBannerState(state: BannerState, event: BannerEvent): BannerState {
  if (state === 'closed' || event === 'close') return 'closed';
  if (state === 'waiting') return event === 'ready' ? 'shown' : 'waiting';
  if (event === 'scroll-down') return 'hidden';
  if (event === 'scroll-up' || event === 'reshow') return 'shown';
  return state;
}

/** The widget (no props: images, strings and the registration URL come from the config). */
export function MobileBanner(): ReactElement {
  const config = useIslandConfig();
  const c = config.constants;
  const [state, setState] = useState<BannerState>('waiting');
  const stateRef = useRef<BannerState>('waiting');
  const dispatch = (event: BannerEvent): void => {
    stateRef.current = nextBannerState(stateRef.current, event);
    setState(stateRef.current);
  };
  useEffect(() => {
    if (!window.matchMedia(`(max-width: ${c.breakpoints.mobile}px)`).matches) return undefined;
    let lastY = window.scrollY;
    let cancelReshow: Cancel = () => undefined;
    const cancelReady = setCappedTimeout(() => dispatch('ready'), c.bannerShowDelayMs);
    const onScroll = throttleTrailing((): void => {
      const y = window.scrollY;
      if (y === lastY) return;
      const event: BannerEvent = y > lastY ? 'scroll-down' : 'scroll-up';
      lastY = y;
      const before = stateRef.current;
      dispatch(event);
      if (before !== 'hidden' && stateRef.current === 'hidden') {
        cancelReshow();
        cancelReshow = setCappedTimeout(() => dispatch('reshow'), c.bannerReshowDelayMs);
      } else if (stateRef.current !== 'hidden') {
        cancelReshow();
      }
    }, c.scrollThrottleMs);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelReady();
      cancelReshow();
      onScroll.cancel();
      window.removeEventListener('scroll', onScroll);
    };
  }, [c.breakpoints.mobile, c.bannerShowDelayMs, c.bannerReshowDelayMs, c.scrollThrottleMs]);
  const image = config.images.banner[imageLanguage(config.locale.code)];
  return (
    <div className="site-banner" data-track-expose="banner" data-state={state} hidden={state !== 'shown'} style={{ position: 'fixed', left: 0, right: 0, bottom: 0 }}>
      <img src={image} width={config.images.bannerSize.width} height={config.images.bannerSize.height} alt={config.strings.bannerAlt} style={{ display: 'block', width: '100%', height: 'auto' }} />
      <button
        type="button"
        className="site-banner__close"
        data-track="banner.close"
        aria-label={config.strings.bannerClose}
        onClick={() => dispatch('close')}
        style={{ position: 'absolute', left: 0, top: 0, bottom: 0, width: `${c.bannerCloseAreaPercent}%` }}
      />
      <a
        className="site-banner__register"
        data-track="banner.register"
        href={config.links.register}
        aria-label={config.strings.bannerAlt}
        style={{ position: 'absolute', right: 0, top: 0, bottom: 0, width: `${c.bannerRegisterAreaPercent}%` }}
      />
    </div>
  );
}
