// A narrow bordered panel centred on the page, holding a single form or result (login, register…).
import type { ReactNode } from 'react';
import { Container, Paper } from '@mantine/core';

export function FormCard({ children }: { children: ReactNode }) {
  return (
    <Container size={460} px={0} py={{ base: 'md', sm: 'xl' }}>
      <Paper withBorder shadow="sm" p={{ base: 'lg', sm: 'xl' }}>
        {children}
      </Paper>
    </Container>
  );
}
