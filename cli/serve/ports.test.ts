/** The two tests of a taken port: Node's listen() error (by code) and an engine child's failure (by its output). */
import { createServer, type Server } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { isEnginePortInUseError, isPortInUseError, portInUse, portOfError } from './ports.ts';

let held: Server | undefined;
afterEach(async () => {
  await new Promise<void>((done) => (held ? held.close(() => done()) : done()));
  held = undefined;
});

/** A port held by a server of this process, and the error a second listen() on it gives. */
async function takenPort(): Promise<{ port: number; error: Error }> {
  held = createServer();
  const server = held;
  const port = await new Promise<number>((done) => server.listen(0, '127.0.0.1', () => done((server.address() as { port: number }).port)));
  const error = await new Promise<Error>((done) => {
    const second = createServer();
    second.once('error', done);
    second.listen(port, '127.0.0.1');
  });
  return { port, error };
}

describe('a taken port', () => {
  it("Node's listen() error is told by its code", async () => {
    const { port, error } = await takenPort();
    expect(isPortInUseError(error)).toBe(true);
    expect(await portInUse(port)).toBe(true);
    expect(isPortInUseError(new Error('listen EADDRINUSE in the text only'))).toBe(false);
  });

  it('the error names the taken port, so a message can name it (not the first port asked for)', async () => {
    const { port, error } = await takenPort();
    expect(portOfError(error, 1)).toBe(port);
    expect(portOfError(new Error('no port here'), 1)).toBe(1);
  });

  it("an engine child's failure is told by what it printed (it has no code)", () => {
    const nginx = new Error('nginx did not start: exited with code 1\nnginx: [emerg] bind() to 127.0.0.1:8080 failed (98: Address already in use)');
    expect(isEnginePortInUseError(nginx)).toBe(true);
    expect(isPortInUseError(nginx)).toBe(false);
    expect(isEnginePortInUseError(new Error('nginx did not start: [emerg] unknown directive "lisen"'))).toBe(false);
  });
});
