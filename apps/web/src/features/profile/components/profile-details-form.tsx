// What the user and the company details forms share: saving with the profile toasts and the
// server's message above the form, and the frame around their fields: the address with its map
// pin, then the submit button.
import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, Divider, Grid, Group, Stack, Text } from '@mantine/core';
import type { FormState } from '@/lib/forms/form-state.ts';
import { useTranslation } from '@/lib/translation.ts';
import { FormFailure } from '@/components/form-failure.tsx';
import { useSchemaForm, type SchemaFormOptions } from '@/lib/forms/use-schema-form.ts';
import { errorText } from '@/lib/i18n.ts';
import type { AddressValues } from '../model/form-values.ts';
import { notifyProfileSaved, notifyProfileSaveFailed } from '../model/save-toasts.ts';
import { AddressFields } from './address-fields.tsx';

type WithAddress = { address: AddressValues } & Record<string, unknown>;

const addressFieldNames: Array<keyof AddressValues> = [
  'streetAddress',
  'streetAddress2',
  'zipCode',
  'city',
  'state',
  'country',
];

type ProfileSaveOptions<Values extends WithAddress, Saved> = {
  schema: SchemaFormOptions<Values>['schema'];
  initialValues: Values;
  save: (values: Values) => Promise<Saved>;
  /** The form's values after a save, from what the server stored. */
  valuesOf: (saved: Saved) => Values;
  /** Whether the saved profile waits for a new contact e-mail's activation. */
  isEmailPending?: (saved: Saved) => boolean;
};

/** A profile form that saves, shows the stored values and tells how it went. */
export function useProfileSaveForm<Values extends WithAddress, Saved>({
  schema,
  initialValues,
  save,
  valuesOf,
  isEmailPending = () => false,
}: ProfileSaveOptions<Values, Saved>) {
  const { t } = useTranslation();
  const [failure, setFailure] = useState<string | null>(null);
  const schemaForm = useSchemaForm<Values>({
    schema,
    initialValues,
    onSubmit: async (values, currentForm) => {
      setFailure(null);
      try {
        const saved = await save(values);
        const next = valuesOf(saved);
        currentForm.setValues(next);
        notifyProfileSaved(t, { isEmailPending: isEmailPending(saved) });
      } catch (error) {
        setFailure(errorText(t, error));
        notifyProfileSaveFailed(t);
      }
    },
  });
  return { ...schemaForm, failure };
}

type ProfileDetailsFrameProps<Values extends WithAddress> = {
  form: FormState<Values>;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  isSubmitting: boolean;
  failure: string | null;
  /** The form's accessible name. */
  title: string;
  addressTitle: string;
  addressIdPrefix: string;
  isCountryRequired?: boolean;
  submitLabel: string;
  /** The fields above the address, as Grid columns. */
  children: ReactNode;
};

export function ProfileDetailsFrame<Values extends WithAddress>({
  form,
  onSubmit,
  isSubmitting,
  failure,
  title,
  addressTitle,
  addressIdPrefix,
  isCountryRequired,
  submitLabel,
  children,
}: ProfileDetailsFrameProps<Values>) {
  const { t } = useTranslation();
  // The form's paths are typed per form; the address fields are the same in both.
  const addressForm = form as unknown as FormState<WithAddress>;
  const addressErrors = Object.fromEntries(
    addressFieldNames.map((field) => [field, form.errors[`address.${field}`]]),
  );
  return (
    <form onSubmit={onSubmit} noValidate aria-label={title}>
      <Stack gap="md">
        <FormFailure message={failure} />
        <Grid gap="md">{children}</Grid>
        <Divider />
        <Text fw={600}>{addressTitle}</Text>
        <AddressFields
          idPrefix={addressIdPrefix}
          value={form.values.address}
          errors={addressErrors}
          isCountryRequired={isCountryRequired}
          mapLabel={t('profile.address.map')}
          label={addressTitle}
          onChange={(address) => {
            addressForm.setFieldValue('address', address);
            addressFieldNames.forEach((field) => addressForm.clearFieldError(`address.${field}`));
          }}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={isSubmitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
