/** Domain errors that map to the uniform `{ error, message }` reply (DESIGN §3). */
import { Messages } from '@tendermark/shared';

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
