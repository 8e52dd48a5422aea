/**
 * The image encoder's process (`childEncoder`): encodes what the build sends, one message per
 * variant, and exits when the build disconnects. Encoding runs here rather than in the build's
 * process because libvips works on libuv's thread pool, and glibc keeps each of those threads'
 * malloc arenas for the life of the process: 1,014 → 914 MiB of the build's peak at 20 × 250.
 */
import { encodeImage } from './encode-image.ts';
import type { EncodeReply, EncodeRequest } from './child-encoder.ts';

process.on('message', (request: EncodeRequest) => {
  const reply = (message: EncodeReply) => process.send?.(message);
  encodeImage(request.source, request.format, request.size, request.quality).then(
    (bytes) => reply({ id: request.id, bytes }),
    (error: unknown) => reply({ id: request.id, error: error instanceof Error ? error.message : String(error) }),
  );
});
process.on('disconnect', () => process.exit(0));
