/** The survey shown once after the first login (spec §5 survey rules; SaveSurvey?surveyAnswer). */
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { ZSurvey } from '@tendermark/shared';
import type { AppContext } from '../../context.ts';
import { surveyAnswers, users } from '../../db/schema/index.ts';
import { assertCountry, assertCurrency } from './code-checks.ts';

export type SurveyAnswer = z.output<typeof ZSurvey>;

/**
 * With an answer, the names, country and default currency go into the profile and the message is
 * kept for the team; without one (the user skipped it) the survey is only marked done. Either
 * way it is not shown again.
 */
export async function saveSurvey(
  ctx: AppContext,
  userId: string,
  answer: SurveyAnswer | undefined,
): Promise<void> {
  if (answer) {
    await assertCountry(ctx.db, answer.country.id);
    await assertCurrency(ctx.db, answer.defaultCurrency);
  }
  await ctx.db.transaction(async (tx) => {
    if (answer) {
      await tx.insert(surveyAnswers).values({
        userId,
        message: answer.message,
        createdAt: ctx.clock.now(),
      });
    }
    await tx
      .update(users)
      .set({
        surveyCompleted: true,
        ...(answer
          ? {
              firstName: answer.firstName,
              lastName: answer.lastName,
              countryId: answer.country.id,
              defaultCurrency: answer.defaultCurrency,
            }
          : {}),
      })
      .where(eq(users.id, userId));
  });
}
