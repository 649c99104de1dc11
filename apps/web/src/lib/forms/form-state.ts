// The state of a rules form (use-rules-form.ts): values, errors by field path, the inputs' props,
// checks on blur and on submit. What those forms used of @mantine/form's useForm, with its
// behaviour (controlled mode, errors cleared when a field changes, a check of a field replaced by
// a newer one of the same field): useForm with its lists, watchers and dirty state was 6.3 KB
// gzipped of the login page, whose form is a page many visits start on. The tender editor and the
// invitation form still use @mantine/form.
import {
  useRef,
  useState,
  type ChangeEvent,
  type FocusEvent,
  type FormEvent,
  type ReactNode,
} from 'react';

export type FormValues = Record<string, unknown>;

/** Errors by field path ('email', 'address.city'); null, undefined and false mean none. */
export type FormErrors = Record<string, ReactNode>;

/** A check of all values: their errors now, or once known. */
export type FormValidate<Values> = (values: Values) => FormErrors | Promise<FormErrors>;

/** What every input's props hold: its error, its blur check and the path it is found by. */
type FieldProps = {
  error?: ReactNode;
  onBlur?: (event: FocusEvent) => void;
  'data-path': string;
};

/** The change event of a text input, a textarea or a native select: its value is a string. */
type TextChangeEvent = ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>;

/**
 * What an input takes, of a field whose value is a Value: Mantine's inputs take these props as
 * they are. Its change handler takes the input's new value (a Select's, a NumberInput's), or the
 * change event of a text input where the field holds any text.
 */
export type InputProps<Value> = FieldProps & {
  value: Value;
  onChange: (valueOrEvent: Value | ([string] extends [Value] ? TextChangeEvent : never)) => void;
};

/** What a Checkbox or a Switch takes, of a boolean field. */
export type CheckboxProps = FieldProps & {
  checked: boolean;
  onChange: (valueOrEvent: boolean | ChangeEvent<HTMLInputElement>) => void;
};

/** Either kind of props, as enhanceInputProps sees them. */
export type AnyInputProps = FieldProps & {
  value?: unknown;
  checked?: boolean;
  // A method: either kind's handler is one of these (it takes what its input gives).
  onChange(valueOrEvent: unknown): void;
};

type FieldPath<Values> = keyof Values & string;

/** The paths of the boolean fields: those a checkbox may show. */
export type CheckboxPath<Values> = {
  [Path in FieldPath<Values>]: Values[Path] extends boolean ? Path : never;
}[FieldPath<Values>];

type InputOptions = { withError?: boolean };

/** A field's input props: its value's, or a boolean field's `checked` with { type: 'checkbox' }. */
export type GetInputProps<Values> = {
  <Path extends FieldPath<Values>>(
    path: Path,
    options?: InputOptions & { type?: 'input' },
  ): InputProps<Values[Path]>;
  (path: CheckboxPath<Values>, options: InputOptions & { type: 'checkbox' }): CheckboxProps;
};

export type FormState<Values extends FormValues> = {
  values: Values;
  errors: FormErrors;
  submitting: boolean;
  getInputProps: GetInputProps<Values>;
  setFieldValue: <Path extends FieldPath<Values>>(path: Path, value: Values[Path]) => void;
  /** Merges the values in; clears every error. */
  setValues: (values: Partial<Values>) => void;
  setFieldError: (path: string, error: ReactNode) => void;
  clearFieldError: (path: string) => void;
  /** The initial values again, without errors. */
  reset: () => void;
  getInputNode: (path: string) => HTMLElement | null;
  /** Checks every value, then runs onValid or onInvalid; `submitting` until onValid ends. */
  onSubmit: (
    onValid: (values: Values) => Promise<void> | void,
    onInvalid?: (errors: FormErrors) => void,
  ) => (event?: FormEvent<HTMLFormElement>) => void;
};

type FormStateOptions<Values extends FormValues> = {
  initialValues: Values;
  validate: FormValidate<Values>;
  /** Props laid over each input's (its handlers taken out first). */
  enhanceInputProps?: (inputProps: AnyInputProps, path: string) => Partial<AnyInputProps>;
};

/** The errors that are errors: not null, undefined or false. */
function filterErrors(errors: FormErrors): FormErrors {
  return Object.fromEntries(
    Object.entries(errors).filter(
      ([, error]) => error !== undefined && error !== null && error !== false,
    ),
  );
}

/** A path's error: its own, or one of a path below it ('address' finds 'address.city'). */
function errorOfPath(path: string, errors: FormErrors): ReactNode {
  const parts = path.split('.');
  const key = Object.keys(errors).find((errorKey) => {
    const errorParts = errorKey.split('.');
    return parts.every((part, index) => part === errorParts[index]);
  });
  return key === undefined ? null : errors[key];
}

const NO_VALUE = Symbol('no value');

/**
 * The value of an input's change: the event's target value (checked for a checkbox), or itself;
 * NO_VALUE for an event of another element.
 */
function changedValue(valueOrEvent: unknown): unknown {
  if (typeof valueOrEvent !== 'object' || valueOrEvent === null || !('nativeEvent' in valueOrEvent))
    return valueOrEvent;
  const target = (valueOrEvent as { currentTarget?: unknown }).currentTarget;
  if (target instanceof HTMLInputElement)
    return target.type === 'checkbox' ? target.checked : target.value;
  if (target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement)
    return target.value;
  return NO_VALUE;
}

export function useFormState<Values extends FormValues>({
  initialValues,
  validate,
  enhanceInputProps,
}: FormStateOptions<Values>): FormState<Values> {
  const [initial] = useState(initialValues);
  const [values, setValuesState] = useState(initial);
  const [errors, setErrorsState] = useState<FormErrors>({});
  const [submitting, setSubmitting] = useState(false);
  // The latest values and errors, for checks and handlers that run before React re-renders.
  const valuesRef = useRef(values);
  const errorsRef = useRef(errors);
  // A newer check replaces an older one still running: of a field, or of the whole form.
  const checkRounds = useRef(new Map<string, number>());

  const writeValues = (next: Values) => {
    valuesRef.current = next;
    setValuesState(next);
  };
  const writeErrors = (update: (current: FormErrors) => FormErrors) => {
    const next = filterErrors(update(errorsRef.current));
    errorsRef.current = next;
    setErrorsState(next);
  };
  const clearFieldError = (path: string) => {
    if (errorsRef.current[path] === undefined) return;
    writeErrors((current) => {
      const next = { ...current };
      delete next[path];
      return next;
    });
  };
  const setFieldError = (path: string, error: ReactNode) => {
    if (error === null || error === undefined || error === false) clearFieldError(path);
    else if (errorsRef.current[path] !== error)
      writeErrors((current) => ({ ...current, [path]: error }));
  };

  /** Runs the check; `apply` gets its errors unless a newer check of the same scope started. */
  const check = (scope: string, apply: (found: FormErrors) => void) => {
    const round = (checkRounds.current.get(scope) ?? 0) + 1;
    checkRounds.current.set(scope, round);
    const applyIfLatest = (found: FormErrors) => {
      if (checkRounds.current.get(scope) === round) apply(filterErrors(found));
    };
    const result = validate(valuesRef.current);
    if (result instanceof Promise) return result.then(applyIfLatest);
    applyIfLatest(result);
    return undefined;
  };

  const setFieldValue = <Path extends keyof Values & string>(path: Path, value: Values[Path]) => {
    clearFieldError(path);
    if (valuesRef.current[path] !== value) writeValues({ ...valuesRef.current, [path]: value });
  };

  // The value written is what the input gives, unchecked: the props' onChange takes only the
  // field's values (and a text input's event where the field holds any text), so an input that
  // gives others (a NumberInput's text, a Select's null) does not take the props.
  function getInputProps<Path extends FieldPath<Values>>(
    path: Path,
    options?: InputOptions & { type?: 'input' },
  ): InputProps<Values[Path]>;
  function getInputProps(
    path: CheckboxPath<Values>,
    options: InputOptions & { type: 'checkbox' },
  ): CheckboxProps;
  function getInputProps(
    path: FieldPath<Values>,
    { type = 'input', withError = true }: InputOptions & { type?: 'input' | 'checkbox' } = {},
  ): AnyInputProps {
    const props: AnyInputProps = {
      onChange: (valueOrEvent) => {
        const value = changedValue(valueOrEvent);
        if (value !== NO_VALUE) setFieldValue(path, value as Values[typeof path]);
      },
      'data-path': path,
      onBlur: () => {
        void check(`field:${path}`, (found) => setFieldError(path, errorOfPath(path, found)));
      },
    };
    if (withError) props.error = errors[path];
    if (type === 'checkbox') props.checked = valuesRef.current[path] as boolean;
    else props.value = valuesRef.current[path];
    return Object.assign(props, enhanceInputProps?.(props, path));
  }

  const form: FormState<Values> = {
    values,
    errors,
    submitting,
    getInputProps,
    setFieldValue,
    setValues: (next) => {
      writeValues({ ...valuesRef.current, ...next });
      writeErrors(() => ({}));
    },
    setFieldError,
    clearFieldError,
    reset: () => {
      writeValues(initial);
      writeErrors(() => ({}));
    },
    getInputNode: (path) => document.querySelector<HTMLElement>(`[data-path="${path}"]`),
    onSubmit: (onValid, onInvalid) => (event) => {
      event?.preventDefault();
      setSubmitting(true);
      const submit = () => {
        const submitted = onValid(valuesRef.current);
        if (submitted instanceof Promise) void submitted.finally(() => setSubmitting(false));
        else setSubmitting(false);
      };
      // A check overtaken by a newer one counts as passed, as Mantine's did.
      let settled = false;
      const pending = check('form', (found) => {
        settled = true;
        writeErrors(() => found);
        if (Object.keys(found).length === 0) return submit();
        onInvalid?.(found);
        setSubmitting(false);
      });
      pending?.then(
        () => {
          if (!settled) submit();
        },
        () => setSubmitting(false),
      );
    },
  };
  return form;
}
