/** Admin lists of what users sent: issue reports and survey answers (newest first). */
import { z } from 'zod';

export const ZAdminListQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).optional().default(50),
});

export const ZIssueReportRow = z.object({
  id: z.string(),
  /** The reporter's account, when they were signed in. */
  userName: z.string().nullable(),
  email: z.string(),
  subject: z.string(),
  description: z.string(),
  createdDate: z.string(),
});
export type TIssueReportRow = z.infer<typeof ZIssueReportRow>;

export const ZSurveyAnswerRow = z.object({
  id: z.string(),
  userName: z.string(),
  message: z.string(),
  createdDate: z.string(),
});
export type TSurveyAnswerRow = z.infer<typeof ZSurveyAnswerRow>;
