/**
 * The upload routes' own Fastify context, where @fastify/multipart is registered: its hooks (an
 * onRequest and an onResponse for disk-mode uploads, which the streamed uploads never use) and its
 * request decorators then run on these routes only, not on every request (about 5 µs each,
 * bench/fixed-cost). Any other route has no multipart parser: such a body gets 415.
 */
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { UploadLimits } from '@tendermark/shared';

/** Registers `routes` on a child context of `app` that reads multipart/form-data bodies. */
export async function withUploads(
  app: FastifyInstance,
  routes: (scope: FastifyInstance) => void,
): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: UploadLimits.fileBytes, files: UploadLimits.filesPerRequest },
    });
    routes(scope);
  });
}
