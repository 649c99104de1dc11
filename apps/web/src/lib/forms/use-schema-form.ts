// Mantine forms validated by the shared zod schemas: translated errors on blur and submit (the
// first rule a field breaks), focus on the first error, and a submit handler that can never run
// twice at once.
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
  // The first issue, as the server answers: an empty e-mail is "required", not "not valid".
  const resolve = zod4Resolver(schema, { errorPriority: 'first' });
  const typedPaths = useRef(new Set<string>());
  const form = useForm<Values>({
    mode: 'controlled',
    initialValues,
    validateInputOnBlur: true,
    // Mantine assigns the returned props onto inputProps: its handlers are taken out first.
    enhanceGetInputProps: ({ inputProps: { onChange, onBlur, value }, field }) => ({
      onChange: (...args: unknown[]) => {
        typedPaths.current.add(field);
        onChange(...args);
      },
      onBlur: checkOnBlurWhenUseful(onBlur, {
        isEmpty: isEmpty(value),
        wasTypedIn: () => typedPaths.current.has(field),
      }),
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

const isEmpty = (value: unknown) => value === '' || value === null || value === undefined;

type BlurredField = {
  isEmpty: boolean;
  /** Asked at blur time: whether the user ever changed the field. */
  wasTypedIn: () => boolean;
};

/**
 * A field's blur error appearing under it moves what is below it between the mousedown and the
 * click, and the click is lost. So the blur check is skipped for an empty field the user never
 * typed in (an autofocused, empty e-mail field must not eat the first click on "Register"), and
 * when focus moves to a submit button; the submit validates every field anyway. A field typed in
 * and emptied again is checked: the user is working on it.
 */
function checkOnBlurWhenUseful(
  onBlur: ((event: FocusEvent) => void) | undefined,
  { isEmpty, wasTypedIn }: BlurredField,
) {
  return (event: FocusEvent) => {
    if (isEmpty && !wasTypedIn()) return;
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
