/** A file of the build, relative to `dist/<site>/`. */
export interface OutputFile {
  path: string;
  contents: string | Uint8Array;
}

/** Bytes of a file's contents. */
export function byteLength(contents: string | Uint8Array): number {
  return typeof contents === 'string' ? Buffer.byteLength(contents) : contents.byteLength;
}
