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
  const route = routeTable(app, { tags: ['questions'], guards, access: 'signedIn' });

  route.post(
    '/api/tendersupplier/AskQuestion',
    {
      description: 'Ask the owner a clarification question (the asker stays anonymous to others)',
      body: ZAskQuestionBody,
      response: { 200: ZQuestion },
      errors: { 403: true, 404: true, 409: true },
    },
    async (request) => askQuestion(ctx, currentUser(request), request.body),
  );

  route.post(
    '/api/tender/AnswerQuestion',
    {
      description: 'Answer a question (owner); every invited or participating supplier is notified',
      body: ZAnswerQuestionBody,
      response: { 200: ZQuestion },
      errors: { 403: true, 404: true, 409: true },
    },
    async (request) => answerQuestion(ctx, currentUser(request).id, request.body),
  );

  route.get(
    '/api/tender/GetQuestions',
    {
      description: 'Questions of a tender: all for the owner; answered ones and your own otherwise',
      querystring: z.object({ tenderId: zRequiredString }),
      response: { 200: z.array(ZQuestion) },
      errors: { 403: true, 404: true },
    },
    async (request) => listQuestions(ctx, currentUser(request).id, request.query.tenderId),
  );
};
