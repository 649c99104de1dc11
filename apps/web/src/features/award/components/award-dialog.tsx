// The award dialog: the whole tender to one supplier, or each item to a supplier (or to none); the
// reason, required as the shared rule says (the rule is shown, and which lines need it); and whether
// the other suppliers are told their rank. The server applies the same rules.
import { useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  Radio,
  Select,
  Stack,
  Text,
  Textarea,
} from '@mantine/core';
import {
  MAX_AWARD_REASON_LENGTH,
  awardLinesProblem,
  linesNeedingReason,
  round2,
  type TTenderComparison,
} from '@tendermark/shared';
import type { TFunction } from '@/lib/translation.ts';
import { useTranslation } from '@/lib/translation.ts';
import { FormFailure } from '@/components/form-failure.tsx';
import { Money } from '@/components/money.tsx';
import { formatMoney } from '@/lib/money.ts';
import { failureText, translateMessage } from '@/lib/i18n.ts';
import { notifySuccess } from '@/lib/notify.ts';
import { useAwardTender } from '../api/award-steps.ts';
import {
  choicesOf,
  initialDraft,
  itemCandidates,
  wholeCandidates,
  type AwardDraft,
  type AwardMode,
} from '../model/award-draft.ts';

const NONE = 'none';

type AwardDialogProps = { comparison: TTenderComparison; opened: boolean; onClose: () => void };

function positionText(t: TFunction, position: number | null) {
  return position === null ? t('award.matrix.notRanked') : t('award.dialog.position', { position });
}

/** The lines' amounts added up, as the server will store them. */
function awardedTotal(comparison: TTenderComparison, draft: AwardDraft): number {
  return round2(
    choicesOf(draft).reduce((sum, line) => {
      const row = comparison.rows.find((each) => each.supplierId === line.supplierId);
      if (!row) return sum;
      if (line.itemId === null) return sum + (row.total ?? 0);
      return sum + (row.items.find((cell) => cell.itemId === line.itemId)?.lineTotal ?? 0);
    }, 0),
  );
}

function AwardForm({
  comparison,
  onClose,
}: {
  comparison: TTenderComparison;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const call = useAwardTender(comparison.tenderId);
  const [draft, setDraft] = useState<AwardDraft>(() => initialDraft(comparison));
  const [isReasonMissing, setIsReasonMissing] = useState(false);
  const update = (change: Partial<AwardDraft>) =>
    setDraft((current) => ({ ...current, ...change }));

  const lines = choicesOf(draft);
  const problem = lines.length === 0 ? null : awardLinesProblem(comparison, lines);
  const needingReason = linesNeedingReason(comparison, lines);
  const needsReason = needingReason.length > 0;
  const nameOf = (supplierId: string) =>
    comparison.rows.find((row) => row.supplierId === supplierId)?.displayName ?? '';
  const itemName = (itemId: string | null) =>
    itemId === null
      ? t('award.wholeTender')
      : (comparison.items.find((item) => item.itemId === itemId)?.name ?? '');

  const handleSubmit = () => {
    const reason = draft.reason.trim();
    if (needsReason && !reason) {
      setIsReasonMissing(true);
      return;
    }
    call.mutate(
      { lines, reason: reason || undefined, shareRanks: draft.shareRanks },
      {
        onSuccess: () => {
          notifySuccess(t('award.dialog.done'));
          onClose();
        },
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!call.isPending) handleSubmit();
      }}
    >
      <Stack gap="md">
        <FormFailure message={failureText(t, call)} />
        <Radio.Group
          label={t('award.dialog.what')}
          value={draft.mode}
          onChange={(value) => update({ mode: value as AwardMode })}
        >
          <Group gap="lg" mt={6}>
            <Radio value="whole" label={t('award.dialog.whole')} />
            <Radio value="items" label={t('award.dialog.items')} />
          </Group>
        </Radio.Group>

        {draft.mode === 'whole' ? (
          <Select
            label={t('award.dialog.supplier')}
            data={wholeCandidates(comparison).map((row) => ({
              value: row.supplierId,
              label: `${row.displayName} — ${positionText(t, row.position)} — ${formatMoney(row.total ?? 0, comparison.currency)}`,
            }))}
            value={draft.wholeSupplierId}
            onChange={(value) => update({ wholeSupplierId: value })}
            allowDeselect={false}
            nothingFoundMessage={t('award.dialog.noCompleteOffer')}
            placeholder={t('award.dialog.noCompleteOffer')}
          />
        ) : (
          <Stack gap="xs">
            {comparison.items.map((item) => (
              <Select
                key={item.itemId}
                label={item.name}
                data={[
                  { value: NONE, label: t('award.dialog.notAwarded') },
                  ...itemCandidates(comparison, item.itemId).map(({ row, unitPrice }) => ({
                    value: row.supplierId,
                    label: `${row.displayName} — ${formatMoney(unitPrice, comparison.currency)}`,
                  })),
                ]}
                value={draft.itemSuppliers[item.itemId] ?? NONE}
                onChange={(value) =>
                  update({
                    itemSuppliers: {
                      ...draft.itemSuppliers,
                      [item.itemId]: value === NONE ? null : value,
                    },
                  })
                }
                allowDeselect={false}
              />
            ))}
          </Stack>
        )}

        {problem ? (
          <Alert color="red" variant="light" role="alert">
            {translateMessage(t, problem)}
          </Alert>
        ) : null}
        {needsReason ? (
          <Alert color="yellow" variant="light" title={t('award.dialog.reasonNeeded')}>
            <Stack gap={2}>
              {needingReason.map((line) => (
                <Text key={line.itemId ?? 'whole'} size="sm">
                  {itemName(line.itemId)} → {nameOf(line.supplierId)}
                </Text>
              ))}
            </Stack>
          </Alert>
        ) : null}
        <Textarea
          label={t('award.dialog.reason')}
          description={t('award.dialog.reasonRule')}
          required={needsReason}
          autosize
          minRows={2}
          maxLength={MAX_AWARD_REASON_LENGTH}
          value={draft.reason}
          error={
            isReasonMissing && needsReason && !draft.reason.trim() ? t('messages.required') : null
          }
          onChange={(event) => {
            update({ reason: event.currentTarget.value });
            setIsReasonMissing(false);
          }}
        />
        <Checkbox
          label={t('award.dialog.shareRanks')}
          description={t('award.dialog.shareRanksHint')}
          checked={draft.shareRanks}
          onChange={(event) => update({ shareRanks: event.currentTarget.checked })}
        />
        <Group justify="space-between" gap="sm">
          <Text size="sm">
            {t('award.dialog.total')}{' '}
            <Money
              fw={700}
              amount={awardedTotal(comparison, draft)}
              currency={comparison.currency}
            />
          </Text>
          <Group gap="sm">
            <Button variant="default" onClick={onClose} disabled={call.isPending}>
              {t('common.cancel')}
            </Button>
            <Button
              type="submit"
              loading={call.isPending}
              disabled={lines.length === 0 || problem !== null}
            >
              {t('award.dialog.confirm')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </form>
  );
}

export function AwardDialog({ comparison, opened, onClose }: AwardDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onClose} title={t('award.dialog.title')} size="lg" centered>
      {/* Mounted while open: each opening starts from the suggested choices. */}
      {opened ? <AwardForm comparison={comparison} onClose={onClose} /> : null}
    </Modal>
  );
}
