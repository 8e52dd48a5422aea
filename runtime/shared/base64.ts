/** UTF-8 safe base64, for the persisted analytics queue and the fingerprint bundle. */

/** Bytes to base64. */
export function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Base64 to bytes; throws on malformed input. */
export function base64ToBytes(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** Text (any Unicode) to base64 of its UTF-8 bytes. */
export function encodeBase64(text: string): string {
  return bytesToBase64(new TextEncoder().encode(text));
}

/** Inverse of {@link encodeBase64}; throws on malformed input. */
export function decodeBase64(text: string): string {
  return new TextDecoder('utf-8', { fatal: true }).decode(base64ToBytes(text));
}
