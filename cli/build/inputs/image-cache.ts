import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Encoded images by key (a hash of the source's bytes, the format, the size, the quality and the
 * encoder), one file each: `<dir>/<key>.<format>`. Writes go to a temporary name and are renamed
 * into place, so builds that share the folder (parallel test files) never read half a file.
 */
export class ImageCache {
  constructor(readonly dir: string) {}

  /** The bytes stored under `key`, or `undefined`. */
  async read(key: string, ext: string): Promise<Uint8Array | undefined> {
    try {
      return new Uint8Array(await readFile(this.file(key, ext)));
    } catch {
      return undefined;
    }
  }

  /** Stores `bytes` under `key` (atomically). */
  async write(key: string, ext: string, bytes: Uint8Array): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    const temp = join(this.dir, `.${key}-${process.pid}-${randomBytes(4).toString('hex')}.tmp`);
    await writeFile(temp, bytes);
    await rename(temp, this.file(key, ext));
  }

  private file(key: string, ext: string): string {
    return join(this.dir, `${key}.${ext}`);
  }
}
