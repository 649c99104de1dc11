/**
 * How much may be uploaded: per file, per request, per tender (the owner's attachments) and per
 * offer (a supplier's attachments). The server enforces them; the web app shows them beside the
 * drop zone before a file is picked.
 */
const MEGABYTE = 1024 * 1024;

export const UploadLimits = {
  /** One file, any kind (attachment, main picture, bidder attachment). */
  fileBytes: 10 * MEGABYTE,
  /** Files in one upload request. */
  filesPerRequest: 10,
  /** A tender's own attachments (the main picture is not counted). */
  tenderAttachments: 30,
  tenderAttachmentBytes: 100 * MEGABYTE,
  /** One supplier's attachments to their offer on one tender. */
  offerAttachments: 20,
  offerAttachmentBytes: 50 * MEGABYTE,
  /** Uploads the web app sends at once; the server allows each user a few more (config). */
  parallelUploads: 2,
} as const;

export type AttachmentQuota = { files: number; bytes: number };

export const TenderAttachmentQuota: AttachmentQuota = {
  files: UploadLimits.tenderAttachments,
  bytes: UploadLimits.tenderAttachmentBytes,
};

export const OfferAttachmentQuota: AttachmentQuota = {
  files: UploadLimits.offerAttachments,
  bytes: UploadLimits.offerAttachmentBytes,
};

/** What is left of a quota after the attachments already stored (sizes unknown count as 0). */
export function attachmentRoom(
  quota: AttachmentQuota,
  stored: readonly { size?: number }[],
): AttachmentQuota {
  const used = stored.reduce((sum, file) => sum + (file.size ?? 0), 0);
  return {
    files: Math.max(0, quota.files - stored.length),
    bytes: Math.max(0, quota.bytes - used),
  };
}

/** "10 MB": whole megabytes as the limits are written. */
export const megabytes = (bytes: number) => `${Math.round(bytes / MEGABYTE)} MB`;
