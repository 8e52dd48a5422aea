/** A file of the build, relative to `dist/<site>/`. */
export interface OutputFile {
  path: string;
  contents: string | Uint8Array;
  /** Its content hash (`shortHash(contents, 16)`), when known without reading the contents. */
  hash?: string;
}

/** Bytes of a file's contents. */
export function byteLength(contents: string | Uint8Array): number {
  return typeof contents === 'string' ? Buffer.byteLength(contents) : contents.byteLength;
}
