/** Clarification questions: a supplier asks (/api/tendersupplier/AskQuestion), the owner answers (/api/tender). */
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ZAnswerQuestionBody,
  ZAskQuestionBody,
  ZQuestion,
  zRequiredString,
} from '@tendermark/shared';
import { currentUser } from '../../lib/auth.ts';
import type { ModuleRegistrar } from '../index.ts';
import { answerQuestion, askQuestion, listQuestions } from './service.ts';

const security = [{ bearer: [] }];
const tags = ['questions'];

export const registerQuestionRoutes: ModuleRegistrar = (app, ctx, guards) => {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const preHandler = guards.authenticate;

  routes.post(
    '/api/tendersupplier/AskQuestion',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Ask the owner a clarification question (the asker stays anonymous to others)',
        body: ZAskQuestionBody,
        response: { 200: ZQuestion },
      },
    },
    async (request) => askQuestion(ctx, currentUser(request), request.body),
  );

  routes.post(
    '/api/tender/AnswerQuestion',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Answer a question (owner); every invited or participating supplier is notified',
        body: ZAnswerQuestionBody,
        response: { 200: ZQuestion },
      },
    },
    async (request) => answerQuestion(ctx, currentUser(request).id, request.body),
  );

  routes.get(
    '/api/tender/GetQuestions',
    {
      preHandler,
      schema: {
        tags,
        security,
        summary: 'Questions of a tender: all for the owner; answered ones and your own otherwise',
        querystring: z.object({ tenderId: zRequiredString }),
        response: { 200: z.array(ZQuestion) },
      },
    },
    async (request) => listQuestions(ctx, currentUser(request).id, request.query.tenderId),
  );
};
