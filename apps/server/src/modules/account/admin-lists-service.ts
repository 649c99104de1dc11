/** The admin lists of what users sent: issue reports and first-login survey answers, newest first. */
import { desc, eq } from 'drizzle-orm';
import type { TIssueReportRow, TSurveyAnswerRow } from '@tendermark/shared';
import type { AppContext } from '../../context.ts';
import { issueReports, surveyAnswers, users } from '../../db/schema/index.ts';

export async function listIssueReports(ctx: AppContext, limit: number): Promise<TIssueReportRow[]> {
  const rows = await ctx.db
    .select({ report: issueReports, userName: users.userName })
    .from(issueReports)
    .leftJoin(users, eq(users.id, issueReports.userId))
    .orderBy(desc(issueReports.createdAt))
    .limit(limit);
  return rows.map(({ report, userName }) => ({
    id: report.id,
    userName,
    email: report.email,
    subject: report.subject,
    description: report.description,
    createdDate: report.createdAt.toISOString(),
  }));
}

export async function listSurveyAnswers(
  ctx: AppContext,
  limit: number,
): Promise<TSurveyAnswerRow[]> {
  const rows = await ctx.db
    .select({ answer: surveyAnswers, userName: users.userName })
    .from(surveyAnswers)
    .innerJoin(users, eq(users.id, surveyAnswers.userId))
    .orderBy(desc(surveyAnswers.createdAt))
    .limit(limit);
  return rows.map(({ answer, userName }) => ({
    id: answer.id,
    userName,
    message: answer.message,
    createdDate: answer.createdAt.toISOString(),
  }));
}
