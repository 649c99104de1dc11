// /auctions/owner (tenders I own) and /auctions/my (all my tenders): one page, two scopes.
import { Group, SegmentedControl } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useTranslation } from '@/lib/translation.ts';
import { CreateTenderButton, TryDemoButton } from '@/components/create-tender-buttons.tsx';
import { PageTitle } from '@/components/page-title.tsx';
import { paths } from '@/config/paths.ts';
import { TendersListView } from '../components/list/tenders-list-view.tsx';

function TenderListPage({ isOwnerList }: { isOwnerList: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <>
      <Group justify="space-between" align="flex-start" gap="sm" mb="md">
        <PageTitle
          title={isOwnerList ? t('tenders.list.ownerTitle') : t('tenders.list.myTitle')}
          description={isOwnerList ? t('tenders.list.ownerText') : t('tenders.list.myText')}
        />
        <Group gap="sm">
          <TryDemoButton />
          <CreateTenderButton label={t('tenders.new.create')} />
        </Group>
      </Group>
      <SegmentedControl
        mb="md"
        aria-label={t('tenders.list.scope')}
        value={isOwnerList ? 'owner' : 'my'}
        onChange={(value) =>
          void navigate(
            value === 'owner'
              ? paths.auctions.ownerList.getHref()
              : paths.auctions.myList.getHref(),
          )
        }
        data={[
          { value: 'my', label: t('tenders.list.scopeAll') },
          { value: 'owner', label: t('tenders.list.scopeOwner') },
        ]}
      />
      <TendersListView key={String(isOwnerList)} isOwnerList={isOwnerList} />
    </>
  );
}

export function OwnerTendersPage() {
  return <TenderListPage isOwnerList />;
}

export function MyTendersPage() {
  return <TenderListPage isOwnerList={false} />;
}
