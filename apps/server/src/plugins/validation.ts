/** Zod request validation with case-insensitive keys and the first issue's message as the reply. */
import type { FastifySchemaCompiler } from 'fastify';
import { z } from 'zod';
import { alignKeysToSchema } from '../lib/case-insensitive-keys.ts';
import { AppError } from '../lib/errors.ts';

export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema, httpPart }) => {
  return (data: unknown) => {
    const input = httpPart === 'headers' ? data : alignKeysToSchema(schema, data);
    const result = schema.safeParse(input);
    if (result.success) return { value: result.data };
    return { error: validationError(result.error) };
  };
};

export function validationError(error: z.ZodError): AppError {
  const issue = error.issues[0];
  const field = issue?.path.join('.');
  // Zod's own texts ("Invalid input: expected string, received undefined") get the field named.
  const isOwnText = issue && !/^Invalid|^Expected|^Too /.test(issue.message);
  const message = !issue
    ? 'Invalid input'
    : isOwnText || !field
      ? issue.message
      : `${field}: ${issue.message}`;
  const appError = new AppError(400, 'validation_error', message);
  return Object.assign(appError, { issues: error.issues });
}
