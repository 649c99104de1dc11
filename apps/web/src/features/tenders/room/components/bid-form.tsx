// One live bid: an amount pre-filled with the next allowed value, a Bid button (Enter submits,
// once), the shared rule's objection or the server's refusal under the field, and the receipt of
// the last accepted bid.
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../../lib/i18n.ts';
import type { BidReceiptView } from '../model/room-live.ts';

type BidFormProps = {
  /** The field's accessible name, e.g. "Your bid for Office chair". */
  label: string;
  /** The button's accessible name; it starts with the visible "Bid". */
  buttonLabel: string;
  /** The pre-filled value: the next allowed bid, if there is one. */
  next: number | undefined;
  canBid: boolean;
  /** The shared rule's objection to a value, or undefined. */
  objectionOf: (value: number) => string | undefined;
  onBid: (value: number) => Promise<unknown>;
  receipt?: BidReceiptView;
  /** The bid step and other hints, under the field. */
  hint?: ReactNode;
  /** The auction is over: only the receipt of the last accepted bid remains. */
  isClosed?: boolean;
};

const SHORT_HASH = 10;

function ReceiptLine({ receipt }: { receipt: BidReceiptView }) {
  const { t } = useTranslation();
  return (
    <Group gap={4} wrap="nowrap" c="teal.9" data-testid="bid-receipt">
      <IconCircleCheck size={14} aria-hidden style={{ flexShrink: 0 }} />
      <Text size="xs" style={{ fontVariantNumeric: 'tabular-nums' }}>
        {t('room.bid.receipt', {
          seq: receipt.seq,
          time: dayjs(receipt.serverTime).format('HH:mm:ss'),
          hash: receipt.hash.slice(0, SHORT_HASH),
        })}
      </Text>
    </Group>
  );
}

export function BidForm({
  label,
  buttonLabel,
  next,
  canBid,
  objectionOf,
  onBid,
  receipt,
  hint,
  isClosed = false,
}: BidFormProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<string | number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isSending, setSending] = useState(false);
  // State updates land after the event: a second Enter in the same tick must see the first.
  const sendingRef = useRef(false);
  const value = draft ?? next ?? '';

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (sendingRef.current || !canBid) return;
    const amount = typeof value === 'number' ? value : value.trim() === '' ? NaN : Number(value);
    if (Number.isNaN(amount)) {
      setError(t('messages.required'));
      return;
    }
    const objection = objectionOf(amount);
    if (objection) {
      setError(objection);
      return;
    }
    sendingRef.current = true;
    setSending(true);
    setError(null);
    onBid(amount)
      .then(() => setDraft(null))
      .catch((failure: unknown) => setError(errorText(t, failure)))
      .finally(() => {
        sendingRef.current = false;
        setSending(false);
      });
  };

  if (isClosed) return receipt ? <ReceiptLine receipt={receipt} /> : null;
  return (
    <form noValidate onSubmit={handleSubmit}>
      <Stack gap={4}>
        <Group gap="xs" align="flex-start" wrap="nowrap">
          <NumberInput
            aria-label={label}
            value={value}
            min={0}
            decimalScale={2}
            thousandSeparator=","
            hideControls
            readOnly={isSending}
            disabled={!canBid}
            error={error}
            styles={{ input: { fontVariantNumeric: 'tabular-nums', textAlign: 'right' } }}
            style={{ flex: '1 1 120px', minWidth: 100 }}
            onChange={(next) => {
              setDraft(next);
              setError(null);
            }}
          />
          <Button type="submit" aria-label={buttonLabel} loading={isSending} disabled={!canBid}>
            {t('room.bid.submit')}
          </Button>
        </Group>
        {hint ? (
          <Text size="xs" c="dimmed" component="div">
            {hint}
          </Text>
        ) : null}
        {receipt ? <ReceiptLine receipt={receipt} /> : null}
      </Stack>
    </form>
  );
}
