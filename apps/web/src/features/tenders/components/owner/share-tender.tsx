// Share auction on the owner's page of a public, scheduled tender: the public link from
// ShareAuction, copied with one click (and a visible "Link copied"), or sent by the owner's own
// mail program (mailto:, the product has no share-by-mail route).
import { useState } from 'react';
import { Button, CopyButton, Group, Popover, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck, IconCopy, IconMail, IconShare } from '@tabler/icons-react';
import { TenderStatus, type TTender } from '@tendermark/shared';
import { useTranslation } from '@/lib/translation.ts';
import { FormFailure } from '@/components/form-failure.tsx';
import { failureText } from '@/lib/i18n.ts';
import { useShareTender } from '@/features/tenders/api/share-tender.ts';

/** The server shares public tenders past their draft (Messages.onlyPublicTenderCanBeShared). */
export const canShare = (tender: Pick<TTender, 'isPublic' | 'tenderStatus'>) =>
  tender.isPublic && tender.tenderStatus !== TenderStatus.NEW;

function mailtoHref(subject: string, body: string): string {
  return `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

export function ShareTender({ tender }: { tender: TTender }) {
  const { t } = useTranslation();
  const share = useShareTender();
  const [isOpen, setOpen] = useState(false);
  if (!canShare(tender)) return null;
  const name = tender.name.trim() || t('tenders.untitled');
  const url = share.data?.url;
  const mailSubject = t('tenders.share.mailSubject', { name });

  const handleToggle = () => {
    const next = !isOpen;
    setOpen(next);
    if (next && !share.data && !share.isPending) share.mutate(tender.tenderId);
  };

  return (
    <Popover
      opened={isOpen}
      onChange={setOpen}
      width={360}
      position="bottom-end"
      trapFocus
      withArrow
      shadow="md"
    >
      <Popover.Target>
        <Button
          variant="default"
          leftSection={<IconShare size={16} aria-hidden />}
          onClick={handleToggle}
          aria-expanded={isOpen}
        >
          {t('tenders.share.open')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="sm">
          <Text size="sm">{t('tenders.share.text')}</Text>
          <FormFailure message={failureText(t, share)} />
          <TextInput
            label={t('tenders.share.link')}
            value={url ?? ''}
            placeholder={share.isPending ? t('common.loading') : undefined}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
          />
          <CopyButton value={url ?? ''} timeout={4000}>
            {({ copied, copy }) => (
              <>
                <Group gap="sm" grow>
                  <Button
                    onClick={copy}
                    disabled={!url}
                    color={copied ? 'teal' : undefined}
                    leftSection={
                      copied ? (
                        <IconCheck size={16} aria-hidden />
                      ) : (
                        <IconCopy size={16} aria-hidden />
                      )
                    }
                  >
                    {copied ? t('tenders.share.copied') : t('tenders.share.copy')}
                  </Button>
                  <Button
                    component="a"
                    variant="default"
                    href={
                      url
                        ? mailtoHref(mailSubject, t('tenders.share.mailBody', { name, url }))
                        : undefined
                    }
                    aria-disabled={!url}
                    leftSection={<IconMail size={16} aria-hidden />}
                  >
                    {t('tenders.share.mail')}
                  </Button>
                </Group>
                <Text size="xs" role="status" aria-live="polite" mih={18}>
                  {copied ? t('tenders.share.copiedNote') : ''}
                </Text>
              </>
            )}
          </CopyButton>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
