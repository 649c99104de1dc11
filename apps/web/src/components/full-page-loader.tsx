// A centred spinner filling the viewport, for start-up and lazily loaded pages.
import { Center, Loader } from '@mantine/core';

export function FullPageLoader({ label }: { label: string }) {
  return (
    // The status carries the name: Mantine's Loader is a span, which may not carry aria-label
    // itself (axe aria-prohibited-attr, caught while a lazy page was loading).
    <Center mih="100vh" role="status" aria-live="polite" aria-label={label}>
      <Loader aria-hidden />
    </Center>
  );
}
