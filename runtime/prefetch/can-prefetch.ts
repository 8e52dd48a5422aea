/** Prefetch is off on 2g connections and with Save-Data (spec 1). */

/** The Network Information API fields used. */
export interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

/** True when prefetching is allowed on this connection. */
export function canPrefetch(connection: ConnectionInfo | undefined): boolean {
  if (!connection) return true;
  if (connection.saveData === true) return false;
  return !/(^|-)2g$/.test(connection.effectiveType ?? '');
}

/** The current connection, where the browser exposes it. */
export function currentConnection(): ConnectionInfo | undefined {
  return (navigator as Navigator & { connection?: ConnectionInfo }).connection;
}
