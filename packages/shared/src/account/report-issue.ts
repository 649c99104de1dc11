/** The report-issue form (spec §5: email, subject and description are required). */
import { z } from 'zod';
import { zEmail, zRequiredString } from '../common/validators.ts';

export const ZReportIssue = z.object({
  email: zEmail,
  subject: zRequiredString.max(200),
  description: zRequiredString.max(5000),
});
export type TReportIssue = z.infer<typeof ZReportIssue>;
