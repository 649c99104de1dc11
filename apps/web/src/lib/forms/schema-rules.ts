// A shared zod schema as a rules form's rules, its errors translated. The only module of the forms
// that imports zod's resolver and the shared messages: a form that loads its rules later
// (useRulesForm's loadRules) keeps both off its page until then.
import type { FormErrors } from './form-state.ts';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { translateMessage } from '../i18n.ts';
import type { FormRules } from './use-rules-form.ts';

export type ZodSchema = Parameters<typeof zod4Resolver>[0];

/** The first issue of each field, as the server answers: an empty e-mail is "required", not "not valid". */
export function schemaRules(schema: ZodSchema): FormRules {
  const resolve = zod4Resolver(schema, { errorPriority: 'first' });
  return (values, t) => translateErrors(resolve(values), (text) => translateMessage(t, text));
}

function translateErrors(errors: FormErrors, translate: (text: string) => string): FormErrors {
  return Object.fromEntries(
    Object.entries(errors).map(([path, error]) => [
      path,
      typeof error === 'string' ? translate(error) : error,
    ]),
  );
}
