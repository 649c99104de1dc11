// One initial bid: the target's facts, an amount field with its own submit (Enter works), the
// shared rule's check before sending, and the receipt of the accepted bid inline. The amount is
// read as typed: "239,5" is 239.5, and what the locale leaves ambiguous ("1.234") is refused.
import { useState, type ReactNode } from 'react';
import { Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { decimalInputMessage, type TBidReceipt } from '@tendermark/shared';
import { useTranslation } from '@/lib/translation.ts';
import dayjs from 'dayjs';
import { translateMessage } from '@/lib/i18n.ts';
import { readTypedAmount, typedAmountText } from '@/lib/typed-amount.ts';

type BidInputRowProps = {
  title: string;
  details: ReactNode;
  inputLabel: string;
  saved: number | undefined;
  decimals: number;
  canBid: boolean;
  receipt: TBidReceipt | undefined;
  /** The shared rule's objection to a value, or undefined. */
  problemOf: (value: number) => string | undefined;
  onBid: (value: number) => Promise<unknown>;
  /** Shown under the field, e.g. the line total. */
  footer?: (value: number | undefined) => ReactNode;
};

export function BidInputRow({
  title,
  details,
  inputLabel,
  saved,
  decimals,
  canBid,
  receipt,
  problemOf,
  onBid,
  footer,
}: BidInputRowProps) {
  const { t } = useTranslation();
  /** What was typed; null while the field shows the saved bid. */
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isSending, setSending] = useState(false);
  const value = draft ?? typedAmountText(saved);
  const typed = readTypedAmount(value, decimals);
  const numeric = typed.ok ? typed.value : undefined;
  // Unreadable text counts as a change, so that submitting it explains what is wrong.
  const isDirty =
    draft !== null &&
    (typed.ok ? typed.value !== saved : draft.trim() !== '' || saved !== undefined);

  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    if (isSending || !isDirty) return;
    if (!typed.ok) {
      setError(translateMessage(t, decimalInputMessage(typed.problem)));
      return;
    }
    const problem = problemOf(typed.value);
    if (problem) {
      setError(problem);
      return;
    }
    setSending(true);
    onBid(typed.value)
      .then(() => setDraft(null))
      .catch((failure: unknown) =>
        setError(failure instanceof Error ? failure.message : String(failure)),
      )
      .finally(() => setSending(false));
  };

  return (
    <Paper withBorder p="sm" component="li">
      <form noValidate onSubmit={handleSubmit}>
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={2} style={{ flex: '1 1 220px', minWidth: 0 }}>
            <Text fw={600} size="sm">
              {title}
            </Text>
            <Text size="xs" c="dimmed" component="div">
              {details}
            </Text>
          </Stack>
          <Stack gap={4} style={{ flex: '0 1 260px' }}>
            <Group gap="xs" align="flex-start" wrap="nowrap">
              <TextInput
                aria-label={inputLabel}
                placeholder={t('supplier.bids.placeholder')}
                value={value}
                inputMode="decimal"
                autoComplete="off"
                spellCheck={false}
                disabled={!canBid}
                error={error}
                style={{ flex: 1 }}
                onChange={(event) => {
                  setDraft(event.currentTarget.value);
                  setError(null);
                }}
              />
              <Button
                type="submit"
                variant="light"
                loading={isSending}
                disabled={!canBid || !isDirty}
              >
                {t('supplier.bids.save')}
              </Button>
            </Group>
            {footer?.(numeric)}
            {receipt ? (
              <Group gap={4} c="var(--mantine-color-teal-light-color)" wrap="nowrap" role="status">
                <IconCircleCheck size={14} aria-hidden />
                <Text size="xs">
                  {t('supplier.bids.receipt', {
                    seq: receipt.seq,
                    time: dayjs(receipt.serverTime).format('HH:mm:ss'),
                  })}
                </Text>
              </Group>
            ) : null}
          </Stack>
        </Group>
      </form>
    </Paper>
  );
}
