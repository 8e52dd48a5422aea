import { type ChildProcess, fork } from 'node:child_process';
import { once } from 'node:events';
import type { ImageFormat, VariantSize } from './image-variants.ts';

/** Encodes one variant of a raster source (`encodeImage`'s signature). */
export type Encode = (source: Uint8Array, format: ImageFormat, size: VariantSize, quality: number) => Promise<Uint8Array>;

/** A variant for the encoder's process to make. */
export interface EncodeRequest {
  id: number;
  source: Uint8Array;
  format: ImageFormat;
  size: VariantSize;
  quality: number;
}

/** The encoded bytes, or why the source could not be encoded. */
export type EncodeReply = { id: number; bytes: Uint8Array } | { id: number; error: string };

/**
 * Encodes in a process of its own (`encode-child.ts`, compiled beside the CLI), started on the
 * first variant that is not cached and stopped by `close()`: a build with every variant cached
 * starts nothing. The bytes are the same as encoding in process (the same `encodeImage`).
 */
export function childEncoder(file: string): { encode: Encode; close(): Promise<void> } {
  let child: ChildProcess | undefined;
  let exited: Promise<unknown> | undefined;
  let next = 0;
  const pending = new Map<number, { resolve(bytes: Uint8Array): void; reject(error: Error): void }>();
  const start = (): ChildProcess => {
    const started = fork(file, [], { serialization: 'advanced', stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    // once() rejects on 'error' (a send to a child that has just died): close() only waits.
    exited = once(started, 'exit').catch(() => undefined);
    started.on('message', (reply: EncodeReply) => {
      const waiting = pending.get(reply.id);
      pending.delete(reply.id);
      if ('bytes' in reply) waiting?.resolve(new Uint8Array(reply.bytes));
      else waiting?.reject(new Error(reply.error));
    });
    started.on('exit', (code, signal) => {
      for (const waiting of pending.values()) waiting.reject(new Error(`the image encoder stopped (${signal ?? `exit code ${code}`})`));
      pending.clear();
      if (child === started) child = undefined;
    });
    started.on('error', (error) => {
      for (const waiting of pending.values()) waiting.reject(error);
      pending.clear();
      if (child === started) child = undefined;
    });
    return started;
  };
  return {
    encode: (source, format, size, quality) =>
      new Promise((resolve, reject) => {
        child ??= start();
        const id = next++;
        pending.set(id, { resolve, reject });
        child.send({ id, source, format, size, quality } satisfies EncodeRequest);
      }),
    close: async () => {
      if (child?.connected) child.disconnect();
      await exited;
    },
  };
}
