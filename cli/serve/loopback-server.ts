import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Engine, RunningEngine } from './engine-types.ts';

/**
 * Starts an in-process HTTP server on 127.0.0.1 (port 0: one the kernel picks, with no window for
 * another process to take it) and returns it as a running engine (stop closes every connection).
 */
export async function listenOnLoopback(server: Server, port: number, engine: Engine): Promise<RunningEngine> {
  await new Promise<void>((listening, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => listening());
  });
  let stopped: Promise<void> | undefined;
  return {
    engine,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () =>
      (stopped ??= new Promise<void>((closed) => {
        server.close(() => closed());
        server.closeAllConnections();
      })),
  };
}
