// Forms checked by rules from the shared zod schemas: translated errors on blur and submit
// (the first rule a field breaks), focus on the first error, and a submit handler that can never
// run twice at once. The rules may load after the first paint (loadRules): a first page such as
// /login then shows its form without zod, and a check asked for before they arrive waits for them.
import { useEffect, useRef, useState, type FocusEvent, type FormEvent } from 'react';
import type { TFunction } from '@/lib/translation.ts';
import { useTranslation } from '@/lib/translation.ts';
import { useFormState, type FormErrors, type FormState, type FormValues } from './form-state.ts';

export type { FormErrors, FormState, FormValues, InputProps } from './form-state.ts';

/**
 * The errors of a form's values by field path, in the loaded localization (schemaRules makes them
 * of a shared schema; they translate, so that the shared messages come with the rules).
 */
export type FormRules = (values: FormValues, t: TFunction) => FormErrors;

export type FormBehaviourOptions<Values extends FormValues> = {
  initialValues: Values;
  onSubmit: (values: Values, form: FormState<Values>) => Promise<void> | void;
};

export type RulesFormOptions<Values extends FormValues> = FormBehaviourOptions<Values> &
  (
    | { rules: FormRules; loadRules?: never }
    | {
        /** Loads the rules; called once the form has shown, and again if loading failed. */
        loadRules: () => Promise<FormRules>;
        rules?: never;
      }
  );

export type RulesForm<Values extends FormValues> = {
  form: FormState<Values>;
  /** Pass to <form onSubmit>. */
  handleSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  isSubmitting: boolean;
};

export function useRulesForm<Values extends FormValues>({
  rules,
  loadRules,
  initialValues,
  onSubmit,
}: RulesFormOptions<Values>): RulesForm<Values> {
  const { t } = useTranslation();
  const currentRules = useLoadedRules(rules, loadRules);
  const typedPaths = useRef(new Set<string>());
  const form = useFormState<Values>({
    initialValues,
    // Laid over the input's props: its handlers are taken out first.
    enhanceInputProps: ({ onChange, onBlur, value }, field) => ({
      onChange: (valueOrEvent: unknown) => {
        typedPaths.current.add(field);
        onChange(valueOrEvent);
      },
      onBlur: checkOnBlurWhenUseful(onBlur, {
        isEmpty: isEmpty(value),
        wasTypedIn: () => typedPaths.current.has(field),
      }),
    }),
    // A promise is waited for, on blur and on submit (the button shows progress meanwhile).
    validate: (values) => {
      const check = (loaded: FormRules | null) => (loaded ? loaded(values, t) : {});
      const loaded = currentRules();
      return loaded instanceof Promise ? loaded.then(check) : check(loaded);
    },
  });
  const isInFlight = useRef(false);

  // Fields are focused in the order of the form, not the order of the schema's issues.
  const focusFirstError = (errors: FormErrors) => {
    const firstPath = Object.keys(initialValues).find((path) => errors[path]);
    if (firstPath) form.getInputNode(firstPath)?.focus();
  };

  // From the submit until the call ends or the check fails: a check can wait for the rules.
  const handleSubmit = (event?: FormEvent<HTMLFormElement>) => {
    if (isInFlight.current) {
      event?.preventDefault();
      return;
    }
    isInFlight.current = true;
    form.onSubmit(
      async (values) => {
        try {
          await onSubmit(values, form);
        } finally {
          isInFlight.current = false;
        }
      },
      (errors) => {
        isInFlight.current = false;
        focusFirstError(errors);
      },
    )(event);
  };

  return { form, handleSubmit, isSubmitting: form.submitting };
}

/**
 * The rules now, or a promise of them while they load. Rules that could not be loaded are null:
 * the form then checks nothing itself and sends what was entered (the server checks the same
 * rules), and the next check tries to load them again.
 */
function useLoadedRules(
  rules: FormRules | undefined,
  loadRules: (() => Promise<FormRules>) | undefined,
): () => FormRules | Promise<FormRules | null> | null {
  const [deferred] = useState(() => (loadRules ? deferredRules(loadRules) : null));
  // Loaded once the form has shown, so that the first check rarely waits.
  useEffect(() => {
    void deferred?.current();
  }, [deferred]);
  if (rules) return () => rules;
  return deferred ? deferred.current : () => null;
}

function deferredRules(load: () => Promise<FormRules>) {
  let loaded: FormRules | null = null;
  let loading: Promise<FormRules | null> | null = null;
  return {
    current: (): FormRules | Promise<FormRules | null> => {
      if (loaded) return loaded;
      loading ??= load().then(
        (result) => (loaded = result),
        () => {
          loading = null;
          return null;
        },
      );
      return loading;
    },
  };
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
