// The owner's controls in the room: prolong (while running), announce, message all bidders, a
// check of the hash-chained bid log, and the export of bids and ranking.
import { useState } from 'react';
import { Alert, Button, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  IconClockPlus,
  IconMail,
  IconShieldCheck,
  IconShieldX,
  IconSpeakerphone,
} from '@tabler/icons-react';
import type { TBidChainReport } from '@tendermark/shared';
import { useTranslation } from '@/lib/translation.ts';
import { TenderExportMenu } from '@/components/tender-export-menu.tsx';
import { errorText } from '@/lib/i18n.ts';
import type { TableExport } from '@/lib/tender-files.ts';
import { MessageBiddersDialog } from '@/features/tenders/bidders/components/message-bidders-dialog.tsx';
import type { AnnouncementReply } from '../api/add-announcement.ts';
import type { ProlongReply } from '../api/prolong-tender.ts';
import { useVerifyBidChain } from '../api/verify-bid-chain.ts';
import { AnnounceDialog } from './announce-dialog.tsx';
import { ProlongDialog } from './prolong-dialog.tsx';

type OwnerActionsProps = {
  tenderId: string;
  /** The tender's name: the exports' file names carry it. */
  tenderName: string;
  canProlong: boolean;
  /** What the tender's status lets the owner export (none before the live auction). */
  exports: readonly TableExport[];
  onProlonged: (reply: ProlongReply) => void;
  onAnnounced: (reply: AnnouncementReply) => void;
};

type OpenDialog = 'prolong' | 'announce' | 'message' | null;

const SHORT_HASH = 16;

function ChainReport({ report }: { report: TBidChainReport }) {
  const { t } = useTranslation();
  if (report.valid)
    return (
      <Alert color="teal" icon={<IconShieldCheck size={18} />} data-testid="chain-report">
        {t('room.chain.valid', {
          count: report.count,
          hash: report.count === 0 ? '—' : `${report.headHash.slice(0, SHORT_HASH)}…`,
        })}
      </Alert>
    );
  return (
    <Alert color="red" icon={<IconShieldX size={18} />} data-testid="chain-report">
      {t('room.chain.broken', { seq: report.firstInvalidSeq ?? '?' })}
    </Alert>
  );
}

export function OwnerActions({
  tenderId,
  tenderName,
  canProlong,
  exports,
  onProlonged,
  onAnnounced,
}: OwnerActionsProps) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const verify = useVerifyBidChain(tenderId);
  const close = () => setDialog(null);

  return (
    <Card>
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {t('room.owner.actionsTitle')}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 2, lg: 1, xl: 2 }} spacing="xs">
          <Button
            leftSection={<IconClockPlus size={16} aria-hidden />}
            disabled={!canProlong}
            onClick={() => setDialog('prolong')}
          >
            {t('room.prolong.button')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconSpeakerphone size={16} aria-hidden />}
            onClick={() => setDialog('announce')}
          >
            {t('room.announce.button')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconMail size={16} aria-hidden />}
            onClick={() => setDialog('message')}
          >
            {t('room.owner.messageAll')}
          </Button>
          <Button
            variant="default"
            leftSection={<IconShieldCheck size={16} aria-hidden />}
            loading={verify.isPending}
            onClick={() => verify.mutate()}
          >
            {t('room.chain.verify')}
          </Button>
        </SimpleGrid>
        {exports.length > 0 ? (
          <TenderExportMenu tender={{ id: tenderId, name: tenderName }} exports={exports} />
        ) : null}
        {verify.data ? <ChainReport report={verify.data} /> : null}
        {verify.isError ? (
          <Text size="sm" c="red.8" role="alert">
            {errorText(t, verify.error)}
          </Text>
        ) : null}
      </Stack>
      <ProlongDialog
        tenderId={tenderId}
        opened={dialog === 'prolong'}
        onClose={close}
        onProlonged={onProlonged}
      />
      <AnnounceDialog
        tenderId={tenderId}
        opened={dialog === 'announce'}
        onClose={close}
        onAnnounced={onAnnounced}
      />
      <MessageBiddersDialog tenderId={tenderId} opened={dialog === 'message'} onClose={close} />
    </Card>
  );
}
