// The supplier's sealed offer (issue 30): a unit price per item and a value per criterion, sent
// whole with SubmitSealedOffer, and the receipt the server keeps (when, the chain hash, when offers
// open). Nobody can read a sealed price before the opening, the supplier included, so the fields
// never show the earlier offer: to change it, every price is entered again.
import { useRef, useState, type FormEvent } from 'react';
import { Alert, Button, Group, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import {
  Messages,
  TenderStatus,
  bidProblemMessage,
  criterionBidProblem,
  decimalInputMessage,
  itemBidProblem,
  type TSealedOfferReceipt,
  type TTender,
} from '@tendermark/shared';
import type { TFunction } from '@/lib/translation.ts';
import { useTranslation } from '@/lib/translation.ts';
import { DateTimeText } from '@/components/date-time.tsx';
import { FormFailure } from '@/components/form-failure.tsx';
import { Money } from '@/components/money.tsx';
import { errorText, translateMessage } from '@/lib/i18n.ts';
import { formatAmount } from '@/lib/money.ts';
import { formatQuantity } from '@/lib/quantity.ts';
import { readTypedAmount } from '@/lib/typed-amount.ts';
import { useSealedOfferStatus, useSubmitSealedOffer } from '../api/sealed-offer.ts';
import { ProposalPart } from './proposal-part.tsx';

const SHORT_HASH = 12;

type Line = {
  key: string;
  id: string;
  kind: 'item' | 'criterion';
  label: string;
  details: string;
  decimals: number;
  quantity: number;
  problemOf: (value: number) => string | undefined;
};

function linesOf(t: TFunction, tender: TTender): Line[] {
  const money = (amount: number) => formatAmount(amount);
  const items: Line[] = tender.itemsDetails.map((item, index) => {
    const name = item.name || t('supplier.bids.itemN', { row: index + 1 });
    return {
      key: `item:${item.id}`,
      id: String(item.id),
      kind: 'item',
      label: t('sealed.form.unitPriceOf', { name }),
      details: t('sealed.form.itemDetails', {
        quantity: formatQuantity(item.quantity),
        unit: item.unitOfMeasurement.name,
        expected: `${money(item.unitPrice)} ${tender.currency}`,
      }),
      decimals: 2,
      quantity: item.quantity,
      problemOf: (value) => {
        const problem = itemBidProblem({
          bid: value,
          previous: undefined,
          bidStep: item.bidStep,
          phase: 'proposal',
        });
        return problem ? translateMessage(t, bidProblemMessage(problem)) : undefined;
      },
    };
  });
  const criteria: Line[] = tender.criteriaDetails
    .filter((criterion) => !criterion.isPrice)
    .map((criterion) => ({
      key: `criterion:${criterion.id}`,
      id: String(criterion.id),
      kind: 'criterion',
      label: t('sealed.form.valueOf', { name: criterion.name }),
      details:
        criterion.minBid == null && criterion.maxBid == null
          ? criterion.unit.name
          : `${criterion.unit.name} · ${t('supplier.bids.range', {
              min: criterion.minBid == null ? '—' : formatAmount(criterion.minBid),
              max: criterion.maxBid == null ? '—' : formatAmount(criterion.maxBid),
            })}`,
      decimals: 4,
      quantity: 0,
      problemOf: (value) => {
        const problem = criterionBidProblem({
          bid: value,
          previous: undefined,
          minBid: criterion.minBid ?? null,
          maxBid: criterion.maxBid ?? null,
          winningThreshold: criterion.winningThreshold.id,
          phase: 'proposal',
        });
        return problem ? translateMessage(t, bidProblemMessage(problem)) : undefined;
      },
    }));
  return [...items, ...criteria];
}

/** Reads every field; the values when all are valid, else a problem per field. */
function readLines(
  t: TFunction,
  lines: Line[],
  texts: Record<string, string>,
): { values: Record<string, number> } | { problems: Record<string, string> } {
  const values: Record<string, number> = {};
  const problems: Record<string, string> = {};
  for (const line of lines) {
    const text = (texts[line.key] ?? '').trim();
    if (text === '') {
      problems[line.key] = translateMessage(
        t,
        line.kind === 'item' ? Messages.sealedOfferIncomplete : Messages.required,
      );
      continue;
    }
    const typed = readTypedAmount(text, line.decimals);
    if (!typed.ok) {
      problems[line.key] = translateMessage(t, decimalInputMessage(typed.problem));
      continue;
    }
    const problem = line.problemOf(typed.value);
    if (problem) problems[line.key] = problem;
    else values[line.key] = typed.value;
  }
  return Object.keys(problems).length > 0 ? { problems } : { values };
}

export function SealedReceipt({ receipt }: { receipt: TSealedOfferReceipt }) {
  const { t } = useTranslation();
  if (!receipt.submitted)
    return (
      <Text size="sm" c="dimmed" data-testid="sealed-receipt">
        {t('sealed.receipt.none')}
      </Text>
    );
  return (
    <Alert
      variant="light"
      color="teal"
      icon={<IconLock size={18} aria-hidden />}
      title={t('sealed.receipt.title')}
      role="note"
      data-testid="sealed-receipt"
    >
      <Stack gap={2}>
        <Text size="sm">
          {t('sealed.receipt.submittedAt')} <DateTimeText value={receipt.submittedAt} withZone />
        </Text>
        {receipt.hash ? (
          <Text size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
            {t('sealed.receipt.chain', {
              seq: receipt.seq ?? '—',
              hash: receipt.hash.slice(0, SHORT_HASH),
            })}
          </Text>
        ) : null}
        <Text size="sm">
          {receipt.openedAt ? t('sealed.receipt.openedAt') : t('sealed.receipt.opensAt')}{' '}
          <DateTimeText value={receipt.openedAt ?? receipt.opensAt} withZone />
        </Text>
      </Stack>
    </Alert>
  );
}

type SealedOfferFormProps = { tender: TTender; canSubmit: boolean };

export function SealedOfferForm({ tender, canSubmit }: SealedOfferFormProps) {
  const { t } = useTranslation();
  const status = useSealedOfferStatus(tender.tenderId);
  const submit = useSubmitSealedOffer(tender.tenderId);
  const [texts, setTexts] = useState<Record<string, string>>({});
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [announcement, setAnnouncement] = useState('');
  const formRef = useRef<HTMLFormElement>(null);
  const lines = linesOf(t, tender);
  const receipt = status.data;
  const hasOffer = receipt?.submitted === true;
  // Once opened, the prices are the tender's result: nothing is sealed any more.
  const isOpened = Boolean(receipt?.openedAt) || tender.tenderStatus === TenderStatus.ENDED;

  const total = tender.itemsDetails.reduce<number | undefined>((sum, item) => {
    const typed = readTypedAmount(texts[`item:${item.id}`] ?? '', 2);
    return sum === undefined || !typed.ok ? undefined : sum + typed.value * item.quantity;
  }, 0);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (submit.isPending || !canSubmit) return;
    const read = readLines(t, lines, texts);
    if ('problems' in read) {
      setProblems(read.problems);
      const first = lines.find((line) => read.problems[line.key]);
      if (first)
        formRef.current
          ?.querySelector<HTMLInputElement>(`#sealed-${first.key.replace(':', '-')}`)
          ?.focus();
      return;
    }
    setProblems({});
    const bids = (kind: Line['kind']) =>
      lines
        .filter((line) => line.kind === kind)
        .map((line) => ({ id: line.id, value: read.values[line.key] }));
    submit.mutate(
      { itemsBids: bids('item'), criteriaBids: bids('criterion') },
      {
        onSuccess: () => {
          // The prices are sealed now: the form forgets them, as the server will not show them.
          setTexts({});
          setAnnouncement(t('sealed.form.submitted'));
        },
      },
    );
  };

  return (
    <ProposalPart
      title={t('sealed.form.title')}
      hint={canSubmit ? t('sealed.form.hint') : t('sealed.form.closedHint')}
    >
      <Text role="status" aria-live="polite" size="sm" c="teal.9" fw={600}>
        {announcement}
      </Text>
      {isOpened ? null : (
        <Alert variant="light" color="gray" icon={<IconLock size={18} aria-hidden />} role="note">
          <Text size="sm">
            {t('sealed.form.sealedNote')}{' '}
            <DateTimeText value={receipt?.opensAt ?? tender.proposalEndDate} withZone />.
          </Text>
          <Text size="sm">{t('sealed.form.replaceNote')}</Text>
        </Alert>
      )}
      {status.isPending ? (
        <Skeleton h={60} />
      ) : status.isError ? (
        <Alert color="red" variant="light" role="alert">
          <Group justify="space-between" gap="sm">
            <Text size="sm">{errorText(t, status.error)}</Text>
            <Button size="xs" variant="default" onClick={() => void status.refetch()}>
              {t('sealed.retry')}
            </Button>
          </Group>
        </Alert>
      ) : (
        <SealedReceipt receipt={status.data} />
      )}
      {canSubmit ? (
        <form ref={formRef} noValidate onSubmit={handleSubmit} aria-label={t('sealed.form.title')}>
          <Stack gap="sm">
            <FormFailure message={submit.isError ? errorText(t, submit.error) : null} />
            {lines.map((line) => {
              const id = `sealed-${line.key.replace(':', '-')}`;
              const typed = readTypedAmount(texts[line.key] ?? '', line.decimals);
              return (
                <Stack key={line.key} gap={2}>
                  <TextInput
                    id={id}
                    label={line.label}
                    description={line.details}
                    value={texts[line.key] ?? ''}
                    inputMode="decimal"
                    autoComplete="off"
                    spellCheck={false}
                    readOnly={submit.isPending}
                    error={problems[line.key]}
                    styles={{ input: { fontVariantNumeric: 'tabular-nums', textAlign: 'right' } }}
                    onChange={(event) => {
                      const text = event.currentTarget.value;
                      setTexts((current) => ({ ...current, [line.key]: text }));
                      setProblems(({ [line.key]: _cleared, ...rest }) => rest);
                    }}
                  />
                  {line.kind === 'item' && typed.ok ? (
                    <Text size="xs" c="dimmed">
                      {t('supplier.bids.lineTotal')}{' '}
                      <Money amount={typed.value * line.quantity} currency={tender.currency} />
                    </Text>
                  ) : null}
                </Stack>
              );
            })}
            <Group justify="space-between" wrap="wrap" gap="sm">
              <Text fw={600}>
                {t('supplier.bids.total')}{' '}
                {total === undefined || total === 0 ? (
                  <Text span c="dimmed" size="sm" fw={400}>
                    {t('supplier.bids.totalPending')}
                  </Text>
                ) : (
                  <Money amount={total} currency={tender.currency} data-testid="sealed-total" />
                )}
              </Text>
              <Button
                type="submit"
                loading={submit.isPending}
                leftSection={<IconLock size={16} aria-hidden />}
              >
                {hasOffer ? t('sealed.form.replace') : t('sealed.form.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : null}
    </ProposalPart>
  );
}
