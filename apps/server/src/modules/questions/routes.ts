/** Clarification questions: a supplier asks (/api/tendersupplier/AskQuestion), the owner answers (/api/tender). */
import { z } from 'zod';
import {
  ZAnswerQuestionBody,
  ZAskQuestionBody,
  ZQuestion,
  zRequiredString,
} from '@tendermark/shared';
import { currentUser } from '../../lib/auth.ts';
import { routeTable } from '../../lib/route-table.ts';
import type { ModuleRegistrar } from '../../context.ts';
import { answerQuestion, askQuestion, listQuestions } from './service.ts';

export const registerQuestionRoutes: ModuleRegistrar = (app, ctx, guards) => {
  const route = routeTable(app, { tags: ['questions'], guard: guards.authenticate });

  route.post(
    '/api/tendersupplier/AskQuestion',
    {
      summary: 'Ask the owner a clarification question (the asker stays anonymous to others)',
      body: ZAskQuestionBody,
      response: { 200: ZQuestion },
    },
    async (request) => askQuestion(ctx, currentUser(request), request.body),
  );

  route.post(
    '/api/tender/AnswerQuestion',
    {
      summary: 'Answer a question (owner); every invited or participating supplier is notified',
      body: ZAnswerQuestionBody,
      response: { 200: ZQuestion },
    },
    async (request) => answerQuestion(ctx, currentUser(request).id, request.body),
  );

  route.get(
    '/api/tender/GetQuestions',
    {
      summary: 'Questions of a tender: all for the owner; answered ones and your own otherwise',
      querystring: z.object({ tenderId: zRequiredString }),
      response: { 200: z.array(ZQuestion) },
    },
    async (request) => listQuestions(ctx, currentUser(request).id, request.query.tenderId),
  );
};
