// The tender's facts beside the proposal: buyer, currency and VAT, delivery address, and the
// buyer's attachments (downloaded through the bearer token).
import { Card, Divider, Stack, Text, Title } from '@mantine/core';
import type { TAddress, TTender } from '@tendermark/shared';
import { useTranslation } from '@/lib/translation.ts';
import { AttachmentList } from '@/components/attachment-list.tsx';
import { Money } from '@/components/money.tsx';

// Built on first use, not when the page's code loads (the first Intl object of a kind is slow).
let regionNames: Intl.DisplayNames | null | undefined;
function regionNameOf(code: string): string | undefined {
  if (regionNames === undefined) {
    try {
      regionNames = new Intl.DisplayNames(undefined, { type: 'region' });
    } catch {
      regionNames = null;
    }
  }
  return regionNames?.of(code);
}

function addressLines(address: TAddress): string[] {
  const country = address.country?.code
    ? (regionNameOf(address.country.code.toUpperCase()) ?? address.country.code)
    : '';
  const cityLine = [address.zipCode, address.city].filter(Boolean).join(' ');
  return [address.streetAddress, address.streetAddress2, cityLine, address.state, country].filter(
    (line): line is string => Boolean(line && line.trim()),
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" component="div">
        {children}
      </Text>
    </Stack>
  );
}

export function TenderFactsCard({ tender }: { tender: TTender }) {
  const { t } = useTranslation();
  const address = tender.newDeliveryAddress ? addressLines(tender.newDeliveryAddress) : [];
  return (
    <Card component="section" aria-labelledby="tender-facts-title">
      <Stack gap="md">
        <Title order={2} fz="h4" id="tender-facts-title">
          {t('supplier.facts.title')}
        </Title>
        <Fact label={t('supplier.facts.buyer')}>
          {tender.owner.companyName ? (
            <>
              {tender.owner.companyName}
              <Text size="xs" c="dimmed">
                {tender.owner.userName}
              </Text>
            </>
          ) : (
            tender.owner.userName
          )}
        </Fact>
        <Fact label={t('supplier.facts.expectedTotal')}>
          <Money amount={tender.totExpPrice} currency={tender.currency} fw={600} />{' '}
          <Text span size="xs" c="dimmed">
            {tender.isVatIncluded
              ? t('supplier.facts.vatIncluded')
              : t('supplier.facts.vatExcluded')}
          </Text>
        </Fact>
        <Fact label={t('supplier.facts.deliveryAddress')}>
          {address.length > 0 ? (
            address.map((line) => <div key={line}>{line}</div>)
          ) : (
            <Text size="sm" c="dimmed">
              {t('supplier.facts.noAddress')}
            </Text>
          )}
        </Fact>
        <Divider />
        <Stack gap="xs">
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            {t('supplier.facts.attachments')}
          </Text>
          <AttachmentList
            attachments={tender.attachments.list}
            emptyText={t('supplier.facts.noAttachments')}
          />
        </Stack>
      </Stack>
    </Card>
  );
}
