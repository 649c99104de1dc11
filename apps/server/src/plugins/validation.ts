/** Zod request validation with case-insensitive keys and the first issue's message as the reply. */
import type { FastifySchemaCompiler } from 'fastify';
import { z } from 'zod';
import { Messages } from '@tendermark/shared';
import { alignKeysToSchema } from '../lib/case-insensitive-keys.ts';
import { AppError } from '../lib/errors.ts';

export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema, httpPart }) => {
  return (data: unknown) => {
    if (httpPart !== 'headers' && containsNulCharacter(data)) {
      return { error: new AppError(400, 'validation_error', Messages.invalidCharacters) };
    }
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

/** PostgreSQL text cannot hold U+0000; refusing it here keeps every module from failing on it. */
function containsNulCharacter(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 20 || typeof value !== 'object' || value === null) return false;
  return Object.entries(value).some(
    ([key, item]) => key.includes('\u0000') || containsNulCharacter(item, depth + 1),
  );
}
