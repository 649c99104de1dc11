// A shared zod schema as a Mantine form's rules. The only module of the forms that imports zod's
// resolver: a form that loads its rules later (useRulesForm's loadRules) keeps zod off its page.
import type { FormErrors } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';

export type ZodSchema = Parameters<typeof zod4Resolver>[0];

/** The errors of a form's values, untranslated, by field path. */
export type FormRules = (values: Record<string, unknown>) => FormErrors;

/** The first issue of each field, as the server answers: an empty e-mail is "required", not "not valid". */
export function schemaRules(schema: ZodSchema): FormRules {
  return zod4Resolver(schema, { errorPriority: 'first' });
}
