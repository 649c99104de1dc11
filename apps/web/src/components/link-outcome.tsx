// What a mailed one-time link did: a spinner while it is checked, then success or failure.
import type { ReactNode } from 'react';
import { Center, Loader, Stack, Text } from '@mantine/core';
import { ResultScreen } from './result-screen.tsx';

type LinkOutcomeProps = {
  status: 'pending' | 'success' | 'error';
  pendingText: string;
  /** Omitted when the caller shows its own content once the link is valid. */
  success?: { title: string; text: string; actions?: ReactNode };
  failure: { title: string; text: string; actions?: ReactNode };
};

export function LinkOutcome({ status, pendingText, success, failure }: LinkOutcomeProps) {
  if (status === 'pending') {
    return (
      <Center py="xl">
        <Stack align="center" gap="sm" role="status">
          <Loader aria-hidden />
          <Text>{pendingText}</Text>
        </Stack>
      </Center>
    );
  }
  const outcome = status === 'success' ? success : failure;
  if (!outcome) return null;
  return (
    <ResultScreen tone={status} title={outcome.title} actions={outcome.actions}>
      {outcome.text}
    </ResultScreen>
  );
}
