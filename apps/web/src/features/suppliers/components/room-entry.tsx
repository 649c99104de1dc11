// While the auction runs (status 20) an accepted supplier gets a prominent way into the live room,
// which renders in the page's "auction-room" section (the room itself is its own component).
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconGavel } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export const AUCTION_ROOM_ANCHOR = 'auction-room';

export function RoomEntry() {
  const { t } = useTranslation();
  return (
    <Card
      component="section"
      aria-labelledby="room-entry-title"
      bg="var(--mantine-color-teal-light)"
      style={{ borderColor: 'var(--mantine-color-teal-6)' }}
    >
      <Group justify="space-between" gap="md">
        <Stack gap={2}>
          <Title order={2} fz="h4" id="room-entry-title">
            {t('supplier.room.title')}
          </Title>
          <Text size="sm">{t('supplier.room.text')}</Text>
        </Stack>
        <Button
          component="a"
          href={`#${AUCTION_ROOM_ANCHOR}`}
          size="md"
          color="teal"
          leftSection={<IconGavel size={18} />}
        >
          {t('supplier.room.enter')}
        </Button>
      </Group>
    </Card>
  );
}
