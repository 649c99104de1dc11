// Mantine forms validated by the shared zod schemas: translated errors on blur and submit,
// focus on the first error, and a submit handler that can never run twice at once.
import { useRef, type FocusEvent, type FormEvent } from 'react';
import { useForm, type FormErrors, type UseFormReturnType } from '@mantine/form';
import { zod4Resolver } from 'mantine-form-zod-resolver';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../i18n.ts';

type FormValues = Record<string, unknown>;
type ZodSchema = Parameters<typeof zod4Resolver>[0];

export type SchemaFormOptions<Values extends FormValues> = {
  schema: ZodSchema;
  initialValues: Values;
  onSubmit: (values: Values, form: UseFormReturnType<Values>) => Promise<void> | void;
};

export type SchemaForm<Values extends FormValues> = {
  form: UseFormReturnType<Values>;
  /** Pass to <form onSubmit>. */
  handleSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  isSubmitting: boolean;
};

export function useSchemaForm<Values extends FormValues>({
  schema,
  initialValues,
  onSubmit,
}: SchemaFormOptions<Values>): SchemaForm<Values> {
  const { t } = useTranslation();
  const resolve = zod4Resolver(schema);
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues,
    validateInputOnBlur: true,
    enhanceGetInputProps: ({ inputProps }) => ({
      onBlur: skipBlurTowardsSubmit(inputProps.onBlur),
    }),
    validate: (values) => translateErrors(resolve(values), (text) => translateMessage(t, text)),
  });
  const isInFlight = useRef(false);

  // Fields are focused in the order of the form, not the order of the schema's issues.
  const focusFirstError = (errors: FormErrors) => {
    const firstPath = Object.keys(initialValues).find((path) => errors[path]);
    if (firstPath) form.getInputNode(firstPath)?.focus();
  };

  const runSubmit = async (values: Values) => {
    isInFlight.current = true;
    try {
      await onSubmit(values, form);
    } finally {
      isInFlight.current = false;
    }
  };

  const handleSubmit = (event?: FormEvent<HTMLFormElement>) => {
    if (isInFlight.current) {
      event?.preventDefault();
      return;
    }
    form.onSubmit(runSubmit, focusFirstError)(event);
  };

  return { form, handleSubmit, isSubmitting: form.submitting };
}

/**
 * A field's blur error appearing under it would push the submit button down between the
 * mousedown and the click, and the click would be lost. When focus moves to a submit button
 * the blur check is skipped; the submit validates every field anyway.
 */
function skipBlurTowardsSubmit(onBlur: ((event: FocusEvent) => void) | undefined) {
  return (event: FocusEvent) => {
    const next = event?.relatedTarget;
    if (next instanceof HTMLButtonElement && next.type === 'submit') return;
    onBlur?.(event);
  };
}

function translateErrors(errors: FormErrors, translate: (text: string) => string): FormErrors {
  return Object.fromEntries(
    Object.entries(errors).map(([path, error]) => [
      path,
      typeof error === 'string' ? translate(error) : error,
    ]),
  );
}
