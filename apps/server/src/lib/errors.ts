/** Domain errors that map to the uniform `{ error, message }` reply (DESIGN §3). */
import { z } from 'zod';
import { Messages, ZErrorReply as SharedErrorReply } from '@tendermark/shared';

export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, code = 'bad_request') =>
  new AppError(400, code, message);
export const unauthorized = (message: string = Messages.unauthorized) =>
  new AppError(401, 'unauthorized', message);
export const forbidden = (message: string = Messages.forbidden) =>
  new AppError(403, 'forbidden', message);
export const notFound = (message: string = Messages.notFound) =>
  new AppError(404, 'not_found', message);
export const conflict = (message: string, code = 'conflict') => new AppError(409, code, message);
export const tooManyRequests = () => new AppError(429, 'rate_limited', Messages.tooManyRequests);

/**
 * The uniform error reply as the OpenAPI document shares it (components/schemas/ErrorReply): `error`
 * is a stable code (not_found, forbidden, …), `message` a text for the user.
 */
export const ZErrorReply = SharedErrorReply;
z.globalRegistry.add(ZErrorReply, {
  id: 'ErrorReply',
  description: 'An error: a stable code and a text for the user',
});

/** The reply to invalid input: the error reply with zod's issues (components/schemas/ValidationErrorReply). */
export const ZValidationErrorReply = z
  .looseObject({
    error: z.string(),
    message: z.string(),
    issues: z
      .array(
        z.looseObject({
          code: z.string().optional(),
          path: z.array(z.unknown()),
          message: z.string(),
        }),
      )
      .optional(),
  })
  .meta({
    id: 'ValidationErrorReply',
    description: 'Invalid input: validation_error with the issues, or invalid_json, too_long',
  });
