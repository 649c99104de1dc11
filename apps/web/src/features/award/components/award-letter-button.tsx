// The award letter (PDF) of an awarded supplier: the owner downloads any awarded supplier's, the
// supplier their own (the server checks which).
import { useState } from 'react';
import { Button } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { useTranslation } from '@/lib/translation.ts';
import { notifyError } from '@/lib/notify.ts';
import { downloadAwardLetter } from '@/lib/tender-files.ts';

type AwardLetterButtonProps = {
  tender: { id: string; name: string };
  /** The awarded supplier, when the owner downloads; none for a supplier's own letter. */
  supplier?: { id: string; name: string };
};

export function AwardLetterButton({ tender, supplier }: AwardLetterButtonProps) {
  const { t } = useTranslation();
  const [pending, setPending] = useState(false);
  const download = async () => {
    setPending(true);
    try {
      await downloadAwardLetter(tender, supplier);
    } catch {
      notifyError(t('award.letter.failed'));
    } finally {
      setPending(false);
    }
  };
  return (
    <Button
      variant="default"
      size="xs"
      loading={pending}
      leftSection={<IconFileTypePdf size={16} aria-hidden />}
      onClick={() => void download()}
      // A supplier's name or e-mail can be long: the label wraps instead of being cut at 390 px.
      maw="100%"
      h="auto"
      py={6}
      styles={{ label: { whiteSpace: 'normal', overflowWrap: 'anywhere', textAlign: 'start' } }}
    >
      {supplier
        ? t('award.letter.downloadFor', { supplier: supplier.name })
        : t('award.letter.download')}
    </Button>
  );
}
