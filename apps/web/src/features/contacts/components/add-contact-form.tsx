// The add-contact-by-e-mail form (spec §2): a registered user's e-mail; an unknown one gets
// "User is not registered in our application" under the field.
import { Button, Group, TextInput } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { ZAddContactForm } from '@tendermark/shared';
import { useTranslation } from '@/lib/translation.ts';
import { isApiError } from '@/lib/api-error.ts';
import { useSchemaForm } from '@/lib/forms/use-schema-form.ts';
import { errorText } from '@/lib/i18n.ts';
import { notifyError, notifySuccess } from '@/lib/notify.ts';
import { useAddContact } from '../api/contact-calls.ts';

export function AddContactForm() {
  const { t } = useTranslation();
  const add = useAddContact();
  const { form, handleSubmit, isSubmitting } = useSchemaForm({
    schema: ZAddContactForm,
    initialValues: { email: '' },
    onSubmit: async ({ email }, currentForm) => {
      try {
        const contact = await add.mutateAsync(email.trim());
        notifySuccess(t('contacts.added', { name: contact.userName }));
        currentForm.reset();
      } catch (error) {
        // A refusal about the address belongs under the field; anything else is a toast.
        if (
          isApiError(error) &&
          (error.status === 404 || error.status === 400 || error.status === 409)
        )
          currentForm.setFieldError('email', errorText(t, error));
        else notifyError(errorText(t, error));
      }
    },
  });

  return (
    <form noValidate onSubmit={handleSubmit} aria-label={t('contacts.add.title')}>
      <Group align="flex-start" gap="sm">
        <TextInput
          label={t('contacts.add.email')}
          placeholder="name@company.com"
          type="email"
          required
          style={{ flex: '1 1 260px' }}
          {...form.getInputProps('email')}
        />
        <Button
          type="submit"
          mt={{ base: 0, xs: 25 }}
          loading={isSubmitting}
          leftSection={<IconUserPlus size={16} />}
        >
          {t('contacts.add.submit')}
        </Button>
      </Group>
    </form>
  );
}
