// The award of the tender on the comparison page: its state (pending, awarded, final, not awarded),
// the awarded lines and the reason, and the owner's next steps — award, close without award,
// cancel the award with a reason, make it final.
import { useState } from 'react';
import { Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconAward, IconCircleX, IconLock, IconRotate } from '@tabler/icons-react';
import { MAX_AWARD_REASON_LENGTH, type TTenderComparison } from '@tendermark/shared';
import { useTranslation } from '@/lib/translation.ts';
import { ConfirmDialog } from '@/components/confirm-dialog.tsx';
import { Money } from '@/components/money.tsx';
import { TextDialog } from '@/components/text-dialog.tsx';
import { failureText } from '@/lib/i18n.ts';
import { notifySuccess } from '@/lib/notify.ts';
import { useCancelAward, useCloseWithoutAward, useFinalizeAward } from '../api/award-steps.ts';
import { AwardDialog } from './award-dialog.tsx';
import { AwardLetterButton } from './award-letter-button.tsx';
import { AwardStateBadge } from './award-state-badge.tsx';

type Dialog = 'award' | 'close' | 'cancel' | 'final' | null;

const reasonField = (label: string) => ({
  label,
  isRequired: true,
  minRows: 3,
  maxLength: MAX_AWARD_REASON_LENGTH,
});

/** One letter button per awarded supplier (a supplier may hold several item lines). */
function AwardLetters({ comparison }: { comparison: TTenderComparison }) {
  const tender = { id: comparison.tenderId, name: comparison.tenderName };
  const suppliers = new Map(
    comparison.award.lines.map((line) => [line.supplierId, line.supplierName]),
  );
  return (
    <Group gap="xs" data-testid="award-letters">
      {[...suppliers].map(([id, name]) => (
        <AwardLetterButton key={id} tender={tender} supplier={{ id, name }} />
      ))}
    </Group>
  );
}

function AwardLines({ comparison }: { comparison: TTenderComparison }) {
  const { t } = useTranslation();
  const { award, currency } = comparison;
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table verticalSpacing={6} data-testid="award-lines">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('award.panel.line')}</Table.Th>
            <Table.Th scope="col">{t('award.panel.supplier')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('award.panel.amount')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {award.lines.map((line) => (
            <Table.Tr key={line.itemId ?? 'whole'}>
              <Table.Td>{line.itemName ?? t('award.wholeTender')}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{line.supplierName}</Table.Td>
              <Table.Td ta="right">
                <Money amount={line.amount} currency={currency} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        {award.total !== null && award.lines.length > 1 ? (
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th scope="row" colSpan={2}>
                {t('award.panel.total')}
              </Table.Th>
              <Table.Td ta="right" fw={700}>
                <Money amount={award.total} currency={currency} />
              </Table.Td>
            </Table.Tr>
          </Table.Tfoot>
        ) : null}
      </Table>
    </Table.ScrollContainer>
  );
}

export function AwardPanel({ comparison }: { comparison: TTenderComparison }) {
  const { t } = useTranslation();
  const { award, tenderId } = comparison;
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = useCloseWithoutAward(tenderId);
  const cancel = useCancelAward(tenderId);
  const finalize = useFinalizeAward(tenderId);
  const closeDialog = () => setDialog(null);
  const isPending = award.state === 'pending';
  const isOpenAward = award.state === 'awarded' && !award.isFinal;

  return (
    <Card component="section" aria-labelledby="award-title" data-testid="award-panel">
      <Stack gap="md">
        <Group justify="space-between" gap="sm">
          <Group gap="sm">
            <Title order={2} fz="h4" id="award-title">
              {t('award.panel.title')}
            </Title>
            <AwardStateBadge award={award} />
          </Group>
          <Group gap="xs">
            {isPending ? (
              <>
                <Button
                  leftSection={<IconAward size={16} aria-hidden />}
                  onClick={() => setDialog('award')}
                  disabled={comparison.rows.length === 0}
                >
                  {t('award.panel.award')}
                </Button>
                <Button
                  variant="default"
                  leftSection={<IconCircleX size={16} aria-hidden />}
                  onClick={() => setDialog('close')}
                >
                  {t('award.panel.closeWithout')}
                </Button>
              </>
            ) : null}
            {isOpenAward ? (
              <>
                <Button
                  leftSection={<IconLock size={16} aria-hidden />}
                  onClick={() => setDialog('final')}
                >
                  {t('award.panel.makeFinal')}
                </Button>
                <Button
                  variant="default"
                  leftSection={<IconRotate size={16} aria-hidden />}
                  onClick={() => setDialog('cancel')}
                >
                  {t('award.panel.cancel')}
                </Button>
              </>
            ) : null}
          </Group>
        </Group>

        {isPending ? (
          <Text size="sm" c="dimmed">
            {t('award.panel.pendingText')}
          </Text>
        ) : null}
        {award.state === 'awarded' ? <AwardLines comparison={comparison} /> : null}
        {award.state === 'awarded' ? <AwardLetters comparison={comparison} /> : null}
        {award.state === 'awarded' ? (
          <Text size="sm" c="dimmed">
            {award.isFinal ? t('award.panel.finalText') : t('award.panel.openText')}{' '}
            {award.sharesRanks ? t('award.panel.ranksShared') : t('award.panel.ranksNotShared')}
          </Text>
        ) : null}
        {award.reason ? (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            <Text span fw={600} inherit>
              {t('award.panel.reason')}
            </Text>{' '}
            {award.reason}
          </Text>
        ) : null}
      </Stack>

      <AwardDialog comparison={comparison} opened={dialog === 'award'} onClose={closeDialog} />
      <TextDialog
        opened={dialog === 'close'}
        title={t('award.close.title')}
        message={t('award.close.message')}
        confirmLabel={t('award.close.confirm')}
        isDestructive
        field={reasonField(t('award.close.reason'))}
        call={close}
        onConfirm={(reason, done) =>
          close.mutate(reason, {
            onSuccess: () => {
              notifySuccess(t('award.close.done'));
              done();
            },
          })
        }
        onClose={closeDialog}
      />
      <TextDialog
        opened={dialog === 'cancel'}
        title={t('award.cancel.title')}
        message={t('award.cancel.message')}
        confirmLabel={t('award.cancel.confirm')}
        isDestructive
        field={reasonField(t('award.cancel.reason'))}
        call={cancel}
        onConfirm={(reason, done) =>
          cancel.mutate(reason, {
            onSuccess: () => {
              notifySuccess(t('award.cancel.done'));
              done();
            },
          })
        }
        onClose={closeDialog}
      />
      <ConfirmDialog
        opened={dialog === 'final'}
        title={t('award.final.title')}
        message={t('award.final.message')}
        confirmLabel={t('award.final.confirm')}
        isPending={finalize.isPending}
        failure={failureText(t, finalize)}
        onConfirm={() =>
          finalize.mutate(undefined, {
            onSuccess: () => {
              notifySuccess(t('award.final.done'));
              finalize.reset();
              closeDialog();
            },
          })
        }
        onClose={() => {
          finalize.reset();
          closeDialog();
        }}
      />
    </Card>
  );
}
