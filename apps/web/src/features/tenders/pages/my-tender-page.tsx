// /auctions/my/{id}: opens a tender from "my auctions" — the owner view for the owner, the
// supplier view for a participant.
import { Center, Loader } from '@mantine/core';
import { Button } from '@mantine/core';
import { Link, Navigate, useParams } from 'react-router';
import { useTranslation } from '@/lib/translation.ts';
import { ResultScreen } from '@/components/result-screen.tsx';
import { paths } from '@/config/paths.ts';
import { useTender } from '../api/get-tender.ts';

export function MyTenderPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const tender = useTender(id);

  if (tender.isError) {
    return (
      <ResultScreen
        tone="error"
        title={t('tenders.notFound')}
        actions={
          <Button component={Link} to={paths.auctions.myList.getHref()}>
            {t('tenders.list.myTitle')}
          </Button>
        }
      />
    );
  }
  if (!tender.data) {
    return (
      <Center mih={240}>
        <Loader role="status" aria-label={t('common.loading')} />
      </Center>
    );
  }
  const target = tender.data.isOwner
    ? paths.auctions.owner.getHref(id)
    : paths.auctions.supplier.getHref(id);
  return <Navigate to={target} replace />;
}
