/**
 * What island widgets read besides their props: the page's {@link RuntimeConfig} (identical on the
 * server and in the browser, since the browser reads the JSON the server wrote) and, in the
 * browser only, the runtime's services. Widgets use services only in effects and handlers, so
 * server and client render the same markup.
 */
import { createContext, useContext, type ReactElement, type ReactNode } from 'react';
import type { RuntimeConfig } from '../../runtime/config.ts';
import type { RuntimeContext } from '../../runtime/context.ts';

/** The value widgets see. */
export interface IslandEnvironment {
  config: RuntimeConfig;
  /** `null` during server rendering. */
  runtime: RuntimeContext | null;
}

const IslandContext = createContext<IslandEnvironment | null>(null);

/** Props of {@link IslandProvider}. */
export interface IslandProviderProps {
  /** The same config the page embeds as `#site-config`. */
  config: RuntimeConfig;
  /** Runtime services; omit on the server. */
  runtime?: RuntimeContext | null;
  children?: ReactNode;
}

/** Wrap the page (server) or each hydrated island (browser) with this. */
export function IslandProvider({ config, runtime = null, children }: IslandProviderProps): ReactElement {
  return <IslandContext.Provider value={{ config, runtime }}>{children}</IslandContext.Provider>;
}

/** The config; throws a clear error when a widget is rendered without {@link IslandProvider}. */
export function useIslandConfig(): RuntimeConfig {
  const environment = useContext(IslandContext);
  if (!environment) {
    throw new Error('Island widgets need the page config: wrap the layout in <IslandProvider config={runtimeConfig}> (templates/islands/island-context.tsx).');
  }
  return environment.config;
}

/** The runtime services in the browser; `null` on the server. */
export function useRuntime(): RuntimeContext | null {
  return useContext(IslandContext)?.runtime ?? null;
}
