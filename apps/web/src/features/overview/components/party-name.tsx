// A supplier as the viewer may know them: the name (and company) for the owner, an alias
// ("Supplier 2") for another supplier, and "(you)" for the viewer's own entry.
import { Text } from '@mantine/core';
import type { TOverviewParty } from '@tendermark/shared';
import { useTranslation } from '@/lib/translation.ts';

export function PartyName({ party }: { party: TOverviewParty }) {
  const { t } = useTranslation();
  return (
    <Text span inherit fw={party.isMe ? 700 : undefined} style={{ wordBreak: 'break-word' }}>
      {party.label}
      {party.companyName ? (
        <Text span c="dimmed" inherit>
          {` (${party.companyName})`}
        </Text>
      ) : null}
      {party.isMe ? ` (${t('overview.detail.you')})` : null}
    </Text>
  );
}
