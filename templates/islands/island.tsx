/**
 * The server-side island wrapper: renders the mount point
 * `<div data-island="name" data-props="json">…server markup…</div>` with the widget inside, so the
 * page is complete without JavaScript and the runtime can hydrate it with the same props.
 * Props must be JSON-serialisable (functions are dropped by JSON).
 */
import type { ComponentType, ReactElement } from 'react';
import { islandRegistry, type IslandName, type IslandProps } from './registry.ts';

/** Props of {@link Island}: `props` is optional only for widgets without required props. */
export type IslandElementProps<N extends IslandName> = { name: N } & (object extends IslandProps<N>
  ? { props?: IslandProps<N> }
  : { props: IslandProps<N> });

/** Renders the mount point and the widget's server markup. Needs `<IslandProvider>` above it. */
export function Island<N extends IslandName>(element: IslandElementProps<N>): ReactElement {
  const props = (element.props ?? {}) as Record<string, unknown>;
  const Component = islandRegistry[element.name] as unknown as ComponentType<Record<string, unknown>>;
  return (
    <div data-island={element.name} data-props={JSON.stringify(props)}>
      <Component {...props} />
    </div>
  );
}
