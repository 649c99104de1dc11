/**
 * Bounds the upload requests running at once, per user and per node: a request over either bound
 * is refused at once (429 per user, 503 per node, with Retry-After) rather than queued, so that a
 * storm of uploads cannot pile up connections, disk writes and memory on one node.
 */
import { Messages } from '@tendermark/shared';
import type { AppConfig } from '../../config.ts';
import { AppError } from '../../lib/errors.ts';

/** Seconds a refused client is asked to wait: an upload of 10 MB takes a few seconds. */
export const USER_RETRY_AFTER_SECONDS = 2;
export const NODE_RETRY_AFTER_SECONDS = 5;

export class UploadsBusyError extends AppError {
  constructor(
    statusCode: 429 | 503,
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(statusCode, statusCode === 429 ? 'too_many_uploads' : 'uploads_busy', message);
  }
}

export type UploadSlots = {
  /** Takes a slot for the user, or throws UploadsBusyError; call the returned release exactly once. */
  acquire(userId: string): () => void;
  /** Requests holding a slot: of one user, or of the node. */
  running(userId?: string): number;
};

export function createUploadSlots(limits: { perUser: number; perNode: number }): UploadSlots {
  const byUser = new Map<string, number>();
  let total = 0;
  return {
    acquire(userId) {
      const own = byUser.get(userId) ?? 0;
      if (own >= limits.perUser)
        throw new UploadsBusyError(429, Messages.uploadsInProgress, USER_RETRY_AFTER_SECONDS);
      if (total >= limits.perNode)
        throw new UploadsBusyError(503, Messages.uploadsBusy, NODE_RETRY_AFTER_SECONDS);
      byUser.set(userId, own + 1);
      total += 1;
      let isReleased = false;
      return () => {
        if (isReleased) return;
        isReleased = true;
        total -= 1;
        const left = (byUser.get(userId) ?? 1) - 1;
        if (left > 0) byUser.set(userId, left);
        else byUser.delete(userId);
      };
    },
    running: (userId) => (userId === undefined ? total : (byUser.get(userId) ?? 0)),
  };
}

const slots = new WeakMap<AppConfig, UploadSlots>();

/** The upload slots of an app (one per configuration, as the file storage). */
export function uploadSlotsFor(config: AppConfig): UploadSlots {
  let found = slots.get(config);
  if (!found) {
    found = createUploadSlots({ perUser: config.uploadsPerUser, perNode: config.uploadsPerNode });
    slots.set(config, found);
  }
  return found;
}
