// Mantine forms validated by the shared zod schemas (see use-rules-form.ts for how they behave).
import {
  useRulesForm,
  type FormBehaviourOptions,
  type FormValues,
  type RulesForm,
} from './use-rules-form.ts';
import { schemaRules, type ZodSchema } from './schema-rules.ts';

export type SchemaFormOptions<Values extends FormValues> = FormBehaviourOptions<Values> & {
  schema: ZodSchema;
};

export type SchemaForm<Values extends FormValues> = RulesForm<Values>;

export function useSchemaForm<Values extends FormValues>({
  schema,
  ...options
}: SchemaFormOptions<Values>): SchemaForm<Values> {
  return useRulesForm({ ...options, rules: schemaRules(schema) });
}
