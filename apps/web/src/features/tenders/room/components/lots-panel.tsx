// The lots panel of a Japanese or Dutch auction (issue 30), in place of the bid form for a supplier
// and beside the ranking for the owner: one card per lot from GetLots and the lotUpdate pushes. The
// owner of an English tender with staggered close sees it too: each lot's own close and outcome.
// A supplier accepts a Japanese level in one click and drops out after a confirmation (it is
// final); a Dutch offer is accepted after a confirmation that states the price, and when the price
// moved meanwhile the dialog asks again with the new one.
import { useState } from 'react';
import {
  Alert,
  Button,
  Card,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { AuctionFormat, TLotReceipt, TLotsReply, TTender } from '@tendermark/shared';
import dayjs from 'dayjs';
import { useTranslation } from '@/lib/translation.ts';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { isApiError } from '@/lib/api-error.ts';
import { errorText } from '@/lib/i18n.ts';
import { formatMoney } from '@/lib/money.ts';
import { acceptLevel, acceptOffer, dropOut } from '../api/lots.ts';
import { bidFailureText } from '../model/bid-failure.ts';
import { lotRows, type LotRow } from '../model/lots.ts';
import { LiveAnnouncer } from './live-announcer.tsx';
import { LotCard, type LotFeedback } from './lot-card.tsx';

/** What the panel needs of useLots. */
export type LotsSource = {
  query: {
    data: TLotsReply | undefined;
    isPending: boolean;
    isError: boolean;
    error: unknown;
    refetch: () => unknown;
  };
  announcement: string;
  recordAction: (receipt: TLotReceipt) => void;
  reload: () => Promise<TLotsReply>;
};

type Dialog =
  { kind: 'drop'; row: LotRow } | { kind: 'accept'; row: LotRow; level: number; hasMoved: boolean };

type LotsPanelProps = { tender: TTender; viewer: 'owner' | 'supplier'; lots: LotsSource };

function LoadingLots() {
  const { t } = useTranslation();
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" aria-busy aria-label={t('lots.loading')}>
      <Skeleton h={220} />
      <Skeleton h={220} />
    </SimpleGrid>
  );
}

const codeOf = (failure: unknown) => (isApiError(failure) ? failure.code : null);

export function LotsPanel({ tender, viewer, lots }: LotsPanelProps) {
  const { t } = useTranslation();
  const { tenderId, currency } = tender;
  const format: AuctionFormat = lots.query.data?.format ?? tender.auctionFormat;
  const rows = lotRows(tender, lots.query.data, viewer);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [pendingItem, setPendingItem] = useState<string | null>(null);
  const [feedback, setFeedback] = useState<Record<string, LotFeedback>>({});

  const tell = (itemId: string, next: LotFeedback | undefined) =>
    setFeedback(({ [itemId]: _old, ...rest }) => (next ? { ...rest, [itemId]: next } : rest));

  const receiptText = (receipt: TLotReceipt) =>
    t(receipt.action === 'drop' ? 'lots.droppedReceipt' : 'lots.accepted', {
      seq: receipt.seq,
      time: dayjs(receipt.serverTime).format('HH:mm:ss'),
    });

  /** A Dutch offer that moved: ask again at the new price, if the lot is still open. */
  const askAgain = async (row: LotRow) => {
    const fresh = await lots.reload().catch(() => undefined);
    const lot = fresh?.lots.find((candidate) => candidate.itemId === row.itemId);
    if (lot?.state === 'open' && lot.level !== null)
      setDialog({ kind: 'accept', row, level: lot.level, hasMoved: true });
    else {
      setDialog(null);
      tell(row.itemId, { tone: 'error', text: t('messages.lotClosed'), round: row.lot.round });
    }
  };

  const run = async (row: LotRow, call: () => Promise<TLotReceipt>) => {
    setPendingItem(row.itemId);
    tell(row.itemId, undefined);
    try {
      const receipt = await call();
      lots.recordAction(receipt);
      tell(row.itemId, { tone: 'ok', text: receiptText(receipt), round: row.lot.round });
      setDialog(null);
    } catch (failure) {
      const code = codeOf(failure);
      if (code === 'price_moved' && format === 'dutch') {
        await askAgain(row);
        return;
      }
      setDialog(null);
      tell(row.itemId, {
        tone: 'error',
        text: code === 'lot_taken_first' ? t('lots.takenFirst') : bidFailureText(t, failure),
        round: row.lot.round,
      });
      if (isApiError(failure) && failure.status === 409) void lots.reload().catch(() => undefined);
    } finally {
      setPendingItem(null);
    }
  };

  const handleAccept = (row: LotRow) => {
    if (row.level === null) return;
    if (format === 'dutch') {
      setDialog({ kind: 'accept', row, level: row.level, hasMoved: false });
      return;
    }
    const round = row.lot.round ?? 0;
    void run(row, () => acceptLevel(tenderId, row.itemId, round));
  };

  const handleConfirm = () => {
    if (!dialog) return;
    const { row } = dialog;
    if (dialog.kind === 'drop') void run(row, () => dropOut(tenderId, row.itemId));
    else {
      const { level } = dialog;
      void run(row, () => acceptOffer(tenderId, row.itemId, level));
    }
  };

  const body = lots.query.isPending ? (
    <LoadingLots />
  ) : lots.query.isError ? (
    <Alert color="red" variant="light" role="alert">
      <Group justify="space-between" gap="sm">
        <Text size="sm">{t('lots.failed', { reason: errorText(t, lots.query.error) })}</Text>
        <Button size="xs" variant="default" onClick={() => void lots.query.refetch()}>
          {t('lots.retry')}
        </Button>
      </Group>
    </Alert>
  ) : lots.query.data?.lots.length === 0 || rows.length === 0 ? (
    <Text size="sm" c="dimmed" data-testid="lots-empty">
      {t('lots.empty')}
    </Text>
  ) : (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      {rows.map((row) => (
        <LotCard
          key={row.itemId}
          row={row}
          format={format}
          currency={currency}
          viewer={viewer}
          isPending={pendingItem === row.itemId}
          feedback={feedback[row.itemId]}
          onAccept={handleAccept}
          onDrop={(dropped) => setDialog({ kind: 'drop', row: dropped })}
        />
      ))}
    </SimpleGrid>
  );

  return (
    <Card component="section" aria-labelledby="lots-title" data-testid="lots-panel">
      <Stack gap="md">
        <LiveAnnouncer message={lots.announcement} />
        <Stack gap={2}>
          <Title order={2} fz="h4" id="lots-title">
            {t('lots.title')} · {t(`formats.${format}`)}
          </Title>
          <Text size="sm" c="dimmed">
            {format === 'english' ? t('lots.staggeredHint') : t(`formats.${format}.hint`)}
            {viewer === 'owner' && format === 'japanese' ? ` ${t('lots.ownerNote')}` : ''}
          </Text>
        </Stack>
        {body}
      </Stack>
      <LotDialog
        dialog={dialog}
        currency={currency}
        isPending={pendingItem !== null}
        onConfirm={handleConfirm}
        onClose={() => setDialog(null)}
      />
    </Card>
  );
}

type LotDialogProps = {
  dialog: Dialog | null;
  currency: string;
  isPending: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

function LotDialog({ dialog, currency, isPending, onConfirm, onClose }: LotDialogProps) {
  const { t } = useTranslation();
  if (!dialog) return null;
  const name = dialog.row.name;
  if (dialog.kind === 'drop')
    return (
      <ConfirmDialog
        opened
        title={t('lots.dropConfirm.title', { name })}
        message={t('lots.dropConfirm.message')}
        confirmLabel={t('lots.dropConfirm.confirm')}
        isDestructive
        isPending={isPending}
        onConfirm={onConfirm}
        onClose={onClose}
      />
    );
  const amount = formatMoney(dialog.level, currency);
  const total = formatMoney(Math.round(dialog.level * dialog.row.quantity * 100) / 100, currency);
  return (
    <ConfirmDialog
      opened
      title={dialog.hasMoved ? t('lots.priceMoved.title') : t('lots.acceptConfirm.title', { name })}
      message={t(dialog.hasMoved ? 'lots.priceMoved.message' : 'lots.acceptConfirm.message', {
        amount,
        total,
      })}
      confirmLabel={t('lots.acceptConfirm.confirm', { amount })}
      isPending={isPending}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
