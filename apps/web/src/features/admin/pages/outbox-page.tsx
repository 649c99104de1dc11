// /admin/outbox: the newest mails of the outbox, to read what the system sent a user. One-time
// links come redacted from the server (mail/outside-view.ts), and mails about tenders only as
// their kind: who takes part in a tender is the buyer's business.
import { Accordion, Badge, Card, Group, Select, Stack, Text } from '@mantine/core';
import type { TOutboxMail } from '@tendermark/shared';
import { useTranslation } from '@/lib/translation.ts';
import { ListSearchField } from '@/components/list-search-field.tsx';
import { PageTitle } from '@/components/page-title.tsx';
import { OUTBOX_LIMITS, useOutboxMails } from '../api/system.ts';
import { useListParams } from '../components/list-params.ts';
import { ListState } from '../components/list-state.tsx';

function MailStatus({ mail }: { mail: TOutboxMail }) {
  const { t } = useTranslation();
  if (mail.error)
    return (
      <Badge color="red" variant="light">
        {t('admin.outbox.status.failed')}
      </Badge>
    );
  return mail.sentAt ? (
    <Badge color="teal" variant="light">
      {t('admin.outbox.status.sent')}
    </Badge>
  ) : (
    <Badge color="gray" variant="light">
      {t('admin.outbox.status.waiting')}
    </Badge>
  );
}

export function OutboxPage() {
  const { t } = useTranslation();
  const params = useListParams();
  const to = params.get('to');
  const limit = Number(params.get('limit')) || OUTBOX_LIMITS[0];
  const mails = useOutboxMails(to, limit);
  const rows = mails.data ?? [];
  return (
    <>
      <PageTitle title={t('admin.outbox.title')} description={t('admin.outbox.description')} />
      <Group mb="md" wrap="wrap">
        <ListSearchField
          label={t('admin.outbox.to')}
          initialValue={to}
          width={{ base: '100%', sm: 320 }}
          onSearch={(text) => params.set('to', text)}
        />
        <Select
          aria-label={t('admin.outbox.limit')}
          data={OUTBOX_LIMITS.map((value) => ({
            value: String(value),
            label: t('admin.outbox.limitOption', { count: value }),
          }))}
          value={String(limit)}
          allowDeselect={false}
          onChange={(value) => params.set('limit', value ?? '')}
          w={{ base: '100%', sm: 180 }}
        />
      </Group>
      <Card padding={0}>
        <ListState query={mails} isEmpty={rows.length === 0} />
        {rows.length > 0 ? (
          <Accordion chevronPosition="left" variant="default">
            {rows.map((mail) => (
              <Accordion.Item key={mail.id} value={mail.id}>
                <Accordion.Control>
                  <Group justify="space-between" wrap="wrap" gap="xs">
                    <Stack gap={2} miw={0} style={{ flex: '1 1 16rem' }}>
                      <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                        {mail.subject}
                      </Text>
                      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                        {t('admin.outbox.meta', {
                          to: mail.to,
                          when: new Date(mail.createdAt).toLocaleString(),
                        })}
                      </Text>
                    </Stack>
                    <MailStatus mail={mail} />
                  </Group>
                </Accordion.Control>
                <Accordion.Panel>
                  <Stack gap="xs">
                    <Text size="xs" c="dimmed">
                      {t('admin.outbox.template', { template: mail.template })}
                    </Text>
                    {mail.error ? (
                      <Text size="sm" c="red">
                        {mail.error}
                      </Text>
                    ) : null}
                    {mail.isContentHidden || mail.text === null ? (
                      <Text size="sm" fs="italic">
                        {t('admin.outbox.hidden')}
                      </Text>
                    ) : (
                      <Text
                        size="sm"
                        component="pre"
                        m={0}
                        style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
                        ff="inherit"
                      >
                        {mail.text}
                      </Text>
                    )}
                  </Stack>
                </Accordion.Panel>
              </Accordion.Item>
            ))}
          </Accordion>
        ) : null}
      </Card>
    </>
  );
}
