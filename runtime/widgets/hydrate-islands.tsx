/**
 * The lazy widgets chunk: the only part of the runtime that contains React. Hydrates every
 * `[data-island]` mount point with `hydrateRoot` and the component registered under its name,
 * inside an `IslandProvider` carrying the config and the runtime services. When the page has no
 * toast-host mount point, one is created (client-only) so toasts always have a place.
 */
import { useEffect, type ComponentType, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { IslandProvider } from '../../templates/islands/island-context.tsx';
import { islandRegistry, isIslandName, TOAST_HOST_ISLAND } from '../../templates/islands/registry.ts';
import type { RuntimeContext } from '../context.ts';

/** Marks a mount point whose hydration started; its value becomes {@link HYDRATED_READY} once the widget is live. */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/**
 * `data-hydrated="ready"`: the widget's first commit and its effects (listeners, timers) have run,
 * so it reacts to input (for CSS, and the signal end-to-end tests wait for).
 */
export const HYDRATED_READY = 'ready';

/** Marks `mount` ready; React runs a component's effects after those of everything below it. */
function MarkReady({ mount, children }: { mount: Element; children: ReactNode }): ReactNode {
  useEffect(() => mount.setAttribute(HYDRATED_ATTRIBUTE, HYDRATED_READY), [mount]);
  return children;
}

/** Parses `data-props`; `{}` when absent. Throws on malformed JSON (reported by the caller). */
export function readIslandProps(element: Element): Record<string, unknown> {
  const raw = element.getAttribute('data-props');
  if (!raw) return {};
  const value: unknown = JSON.parse(raw);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error('Island props must be a JSON object');
  return value as Record<string, unknown>;
}

/**
 * Root options that hand every React error of a widget to the runtime's reporting (an analytics
 * error event) instead of React's default, which raises a global error on the page.
 */
function reportingRoot(runtime: RuntimeContext, name: string) {
  return {
    onRecoverableError: (error: unknown) => runtime.report(error, `hydrate ${name}`),
    onCaughtError: (error: unknown) => runtime.report(error, `render ${name}`),
    onUncaughtError: (error: unknown) => runtime.report(error, `render ${name}`),
  };
}

/** Hydrates the document's islands; returns how many were hydrated. */
export function hydrateIslands(doc: Document, runtime: RuntimeContext): number {
  let count = 0;
  let hasToastHost = false;
  for (const element of doc.querySelectorAll('[data-island]')) {
    const name = element.getAttribute('data-island');
    if (name === TOAST_HOST_ISLAND) hasToastHost = true;
    if (element.hasAttribute(HYDRATED_ATTRIBUTE)) continue;
    try {
      if (!isIslandName(name)) throw new Error(`Unknown island ${JSON.stringify(name)}`);
      const props = readIslandProps(element);
      const Component = islandRegistry[name] as unknown as ComponentType<Record<string, unknown>>;
      element.setAttribute(HYDRATED_ATTRIBUTE, '');
      hydrateRoot(
        element,
        <MarkReady mount={element}>
          <IslandProvider config={runtime.config} runtime={runtime}>
            <Component {...props} />
          </IslandProvider>
        </MarkReady>,
        reportingRoot(runtime, name),
      );
      count += 1;
    } catch (error) {
      runtime.report(error, `island ${String(name)}`);
    }
  }
  if (!hasToastHost) {
    const mount = doc.createElement('div');
    mount.setAttribute('data-island', TOAST_HOST_ISLAND);
    mount.setAttribute(HYDRATED_ATTRIBUTE, '');
    doc.body.append(mount);
    const ToastHost = islandRegistry[TOAST_HOST_ISLAND];
    createRoot(mount, reportingRoot(runtime, TOAST_HOST_ISLAND)).render(
      <MarkReady mount={mount}>
        <IslandProvider config={runtime.config} runtime={runtime}>
          <ToastHost />
        </IslandProvider>
      </MarkReady>,
    );
  }
  return count;
}
