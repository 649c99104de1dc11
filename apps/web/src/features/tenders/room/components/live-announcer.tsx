// A polite live region: screen readers hear a new position or best bid without losing their place.
import { VisuallyHidden } from '@mantine/core';

export function LiveAnnouncer({ message }: { message: string }) {
  return (
    <VisuallyHidden role="status" aria-live="polite" aria-atomic data-testid="room-announcer">
      {message}
    </VisuallyHidden>
  );
}
