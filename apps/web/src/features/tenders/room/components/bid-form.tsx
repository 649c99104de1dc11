// One live bid: an amount pre-filled with the next allowed value, a Bid button (Enter submits,
// once), the shared rule's objection or the server's refusal under the field, and the receipt of
// the last accepted bid. The amount is read as typed ("239,5" is 239.5; an ambiguous "1.234" is
// refused); a bid that could not be sent for a lost network says so and keeps what was typed.
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { decimalInputMessage } from '@tendermark/shared';
import dayjs from 'dayjs';
import { useTranslation } from '@/lib/translation.ts';
import { translateMessage } from '@/lib/i18n.ts';
import { readTypedAmount, typedAmountText } from '@/lib/typed-amount.ts';
import { bidFailureText, isBrowserOffline } from '../model/bid-failure.ts';
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
/** Money in the room has cents. */
const BID_DECIMALS = 2;

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
  /** What the supplier typed; null while the field shows the pre-filled next bid. */
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [isSending, setSending] = useState(false);
  // State updates land after the event: a second Enter in the same tick must see the first.
  const sendingRef = useRef(false);
  const value = draft ?? typedAmountText(next);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (sendingRef.current || !canBid) return;
    const typed = readTypedAmount(value, BID_DECIMALS);
    if (!typed.ok) {
      setError(translateMessage(t, decimalInputMessage(typed.problem)));
      return;
    }
    const objection = objectionOf(typed.value);
    if (objection) {
      setError(objection);
      return;
    }
    if (isBrowserOffline()) {
      setError(t('room.bid.offline'));
      return;
    }
    sendingRef.current = true;
    setSending(true);
    setError(null);
    onBid(typed.value)
      .then(() => setDraft(null))
      .catch((failure: unknown) => {
        // The field keeps the amount even when it was the pre-filled one, which may move on.
        setDraft(value);
        setError(bidFailureText(t, failure));
      })
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
          <TextInput
            aria-label={label}
            value={value}
            // A text field: the typed text stays as typed (no separator is dropped or moved), and
            // the shared rule reads it on submit.
            inputMode="decimal"
            autoComplete="off"
            spellCheck={false}
            readOnly={isSending}
            disabled={!canBid}
            error={error}
            styles={{ input: { fontVariantNumeric: 'tabular-nums', textAlign: 'right' } }}
            style={{ flex: '1 1 120px', minWidth: 100 }}
            onChange={(event) => {
              setDraft(event.currentTarget.value);
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
