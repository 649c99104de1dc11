// /auctions/new: a new auction. The blank one opens the editor on the server's defaults and
// creates the draft with the first change (so visits that change nothing leave no "Untitled
// auction" behind); with ?demo=true the prefilled demo auction is created at once and opened.
import { useEffect, useRef } from 'react';
import { Alert, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { TTender } from '@tendermark/shared';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '@/lib/translation.ts';
import { BackLink } from '@/components/back-link.tsx';
import { ResultScreen } from '@/components/result-screen.tsx';
import { paths } from '@/config/paths.ts';
import { errorText } from '@/lib/i18n.ts';
import { tenderKeys } from '@/lib/tender-query-keys.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { useCreateTender } from '../api/create-tender.ts';
import { useTenderDefaults } from '../api/get-tender-defaults.ts';
import { tenderQueryOptions } from '../api/get-tender.ts';
import { TenderEditor } from '../components/editor/tender-editor.tsx';
import { HAND_OVER_STATE } from '../components/editor/use-leave-guard.ts';
import { TenderLoadFailure } from '../components/tender-load-failure.tsx';

function Creating({ isDemo }: { isDemo: boolean }) {
  const { t } = useTranslation();
  return (
    <Stack align="center" justify="center" mih={320} gap="sm" role="status" aria-live="polite">
      <Loader />
      <Text c="dimmed">{isDemo ? t('tenders.new.creatingDemo') : t('tenders.new.creating')}</Text>
    </Stack>
  );
}

/** The demo auction: created at once (it is prefilled) and opened. */
function NewDemoTender() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateTender();
  const { mutate } = create;
  // One demo per visit, also when React runs the effect twice in development.
  const isRequested = useRef(false);
  useEffect(() => {
    if (isRequested.current) return;
    isRequested.current = true;
    mutate(
      { isDemo: true },
      {
        onSuccess: ({ tenderId }) =>
          void navigate(paths.auctions.owner.getHref(tenderId), { replace: true }),
      },
    );
  }, [mutate, navigate]);

  if (create.isError) {
    return (
      <ResultScreen
        tone="error"
        title={t('tenders.new.failed')}
        actions={
          <Group>
            <Button onClick={() => create.mutate({ isDemo: true })}>{t('system.tryAgain')}</Button>
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
  return <Creating isDemo />;
}

/** A blank auction: the editor on the defaults; the first change stores the draft. */
function NewBlankTender() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const defaults = useTenderDefaults();

  const handleCreated = (saved: TTender) => {
    queryClient.setQueryData(tenderQueryOptions(saved.tenderId).queryKey, saved);
    void queryClient.invalidateQueries({ queryKey: tenderKeys.lists });
    void navigate(paths.auctions.owner.getHref(saved.tenderId), {
      replace: true,
      state: HAND_OVER_STATE,
    });
  };

  if (defaults.isError)
    return (
      <TenderLoadFailure
        error={defaults.error}
        backTo={paths.auctions.ownerList.getHref()}
        backLabel={t('tenders.list.ownerTitle')}
      />
    );
  if (!defaults.data) return <Creating isDemo={false} />;
  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <BackLink to={paths.auctions.ownerList.getHref()} label={t('tenders.list.ownerTitle')} />
        <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
          {t('tenders.new.title')}
        </Title>
      </Stack>
      <Alert variant="light" color="gray" data-testid="not-saved-note">
        {t('tenders.new.notSavedYet')}
      </Alert>
      <TenderEditor
        tender={{ ...defaults.data, tenderId: '' }}
        itemTemplate={defaults.data.itemsDetails[0]}
        onCreated={handleCreated}
      />
    </Stack>
  );
}

export function NewTenderPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const isDemo = searchParams.get('demo') === 'true';
  usePageTitle(t('tenders.new.title'));
  return isDemo ? <NewDemoTender /> : <NewBlankTender />;
}
