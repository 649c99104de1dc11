/** Contracts of the client error log, the admin audit log and freezing tenders. */
import { z } from 'zod';
import { zRequiredString } from '../common/validators.ts';

export const ClientErrorLimits = { message: 2_000, stack: 8_000, url: 2_000, bodyBytes: 16_384 };

export const ClientErrorSources = ['error', 'unhandledrejection', 'boundary'] as const;

export const ZSaveClientErrorLogRequest = z.object({
  source: z.enum(ClientErrorSources),
  message: z.string().trim().min(1).max(ClientErrorLimits.message),
  stack: z.string().max(ClientErrorLimits.stack).optional(),
  url: z.string().max(ClientErrorLimits.url).optional(),
});
export type TSaveClientErrorLogRequest = z.infer<typeof ZSaveClientErrorLogRequest>;

export const ZClientErrorLogQuery = z.object({
  page: z.coerce.number().int().min(1).optional().default(1),
  recordsPerPage: z.coerce.number().int().min(1).max(200).optional().default(25),
  filter: z.string().trim().max(200).optional(),
  source: z.enum(ClientErrorSources).optional(),
});

export const ZClientErrorLogRow = z.object({
  id: z.string(),
  source: z.enum(ClientErrorSources),
  message: z.string(),
  stack: z.string().nullable(),
  url: z.string().nullable(),
  userAgent: z.string().nullable(),
  userName: z.string().nullable(),
  createdDate: z.string(),
});
export type TClientErrorLogRow = z.infer<typeof ZClientErrorLogRow>;

export const ZClientErrorLogList = z.object({
  rows: z.array(ZClientErrorLogRow),
  totalCount: z.number().int(),
});
export type TClientErrorLogList = z.infer<typeof ZClientErrorLogList>;

export const ZAuditLogQuery = z.object({
  page: z.coerce.number().int().min(1).optional().default(1),
  recordsPerPage: z.coerce.number().int().min(1).max(200).optional().default(25),
  action: z.string().trim().max(100).optional(),
  /** Part of the actor's user name. */
  actor: z.string().trim().max(200).optional(),
  /** Part of the target. */
  target: z.string().trim().max(200).optional(),
});

export const ZAuditLogRow = z.object({
  id: z.string(),
  actorName: z.string(),
  action: z.string(),
  target: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  createdDate: z.string(),
});
export type TAuditLogRow = z.infer<typeof ZAuditLogRow>;

export const ZAuditLogList = z.object({
  rows: z.array(ZAuditLogRow),
  totalCount: z.number().int(),
});
export type TAuditLogList = z.infer<typeof ZAuditLogList>;

export const ZTenderIdQuery = z.object({ tenderId: zRequiredString });

export const ZFreezeReply = z.object({ tenderId: z.string(), status: z.number().int() });
export type TFreezeReply = z.infer<typeof ZFreezeReply>;
