// /auctions/new: creates a draft (or, with ?demo=true, the demo auction) and opens its parameters.
import { useEffect, useRef } from 'react';
import { Button, Group, Loader, Stack, Text } from '@mantine/core';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ResultScreen } from '../../../components/result-screen.tsx';
import { paths } from '../../../config/paths.ts';
import { errorText } from '../../../lib/i18n.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { useCreateTender } from '../api/create-tender.ts';

export function NewTenderPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const isDemo = searchParams.get('demo') === 'true';
  const create = useCreateTender();
  const { mutate } = create;
  // One draft per visit, also when React runs the effect twice in development.
  const requestedFor = useRef<string | null>(null);
  usePageTitle(t('tenders.new.title'));

  const requestKey = isDemo ? 'demo' : 'blank';
  useEffect(() => {
    if (requestedFor.current === requestKey) return;
    requestedFor.current = requestKey;
    mutate(
      { isDemo },
      {
        onSuccess: ({ tenderId }) =>
          void navigate(paths.auctions.owner.getHref(tenderId), { replace: true }),
      },
    );
  }, [isDemo, requestKey, mutate, navigate]);

  if (create.isError) {
    return (
      <ResultScreen
        tone="error"
        title={t('tenders.new.failed')}
        actions={
          <Group>
            <Button onClick={() => create.mutate({ isDemo })}>{t('system.tryAgain')}</Button>
            <Button variant="default" component={Link} to={paths.auctions.ownerList.getHref()}>
              {t('tenders.list.ownerTitle')}
            </Button>
          </Group>
        }
      >
        {errorText(t, create.error)}
      </ResultScreen>
    );
  }
  return (
    <Stack align="center" justify="center" mih={320} gap="sm" role="status" aria-live="polite">
      <Loader />
      <Text c="dimmed">{isDemo ? t('tenders.new.creatingDemo') : t('tenders.new.creating')}</Text>
    </Stack>
  );
}
