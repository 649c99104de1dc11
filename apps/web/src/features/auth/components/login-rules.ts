// The login form's rules, loaded by the form after it has shown: zod stays off /login's first paint.
import { ZLoginForm } from '@tendermark/shared';
import { schemaRules } from '@/lib/forms/schema-rules.ts';

export const loginRules = schemaRules(ZLoginForm);
