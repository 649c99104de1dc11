// The reason a submitted form failed, announced to screen readers.
import { Alert } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

export function FormFailure({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
      {message}
    </Alert>
  );
}
