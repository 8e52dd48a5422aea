/**
 * Test helpers for island widgets (imported only by tests): render on the "server" with
 * `renderToString`, then hydrate the same markup in the DOM and collect hydration errors.
 */
import { act, type ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import type { RuntimeConfig } from '../../runtime/config.ts';
import type { RuntimeContext } from '../../runtime/context.ts';
import { IslandProvider } from './island-context.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Server markup of `element` (no runtime, as during the build). */
export function renderOnServer(element: ReactElement, config: RuntimeConfig): string {
  return renderToString(<IslandProvider config={config}>{element}</IslandProvider>);
}

/** A hydrated widget. */
export interface Hydrated {
  container: HTMLElement;
  /** Server markup before hydration. */
  serverHtml: string;
  /** Recoverable errors (hydration mismatches) React reported. */
  errors: unknown[];
  root: Root;
  unmount(): void;
}

/** Renders on the server, puts the markup in the document and hydrates it with `runtime`. */
export async function renderAndHydrate(element: ReactElement, config: RuntimeConfig, runtime: RuntimeContext | null): Promise<Hydrated> {
  const serverHtml = renderOnServer(element, config);
  const container = document.createElement('div');
  container.innerHTML = serverHtml;
  document.body.append(container);
  const errors: unknown[] = [];
  let root: Root | null = null;
  await act(async () => {
    root = hydrateRoot(
      container,
      <IslandProvider config={config} runtime={runtime}>
        {element}
      </IslandProvider>,
      { onRecoverableError: (error) => errors.push(error) },
    );
  });
  const hydratedRoot = root as unknown as Root;
  return {
    container,
    serverHtml,
    errors,
    root: hydratedRoot,
    unmount: () => {
      act(() => hydratedRoot.unmount());
      container.remove();
    },
  };
}

/** Runs `fn` inside React's `act` (state updates from timers and events). */
export async function inAct(fn: () => unknown): Promise<void> {
  await act(async () => {
    await fn();
  });
}

/** Stubs `window.matchMedia` with fixed answers per query (anything else: false). */
export function stubMatchMedia(answers: Record<string, boolean>): void {
  window.matchMedia = ((query: string) => ({
    matches: answers[query] ?? false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
}

/** Sets `window.scrollY` and dispatches a scroll event. */
export function scrollTo(y: number): void {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}
