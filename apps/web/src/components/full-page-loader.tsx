// A centred spinner filling the viewport, for start-up and lazily loaded pages.
import { Center, Loader } from '@mantine/core';

export function FullPageLoader({ label }: { label: string }) {
  return (
    <Center mih="100vh" role="status" aria-live="polite">
      <Loader aria-label={label} />
    </Center>
  );
}
