// /admin/user-overview/{id}: one user's account, roles, profile and auctions (a private auction's
// name is the buyer's secret: the server leaves it out and the page says so); an admin can freeze
// or unfreeze an auction here, give a trial or delete the user.
import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Card,
  Grid,
  Group,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { TenderStatus } from '@tendermark/shared';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from '@/lib/translation.ts';
import { BackLink } from '@/components/back-link.tsx';
import { PageTitle } from '@/components/page-title.tsx';
import { TenderStatusBadge } from '@/components/status-badge.tsx';
import { paths } from '@/config/paths.ts';
import { errorText } from '@/lib/i18n.ts';
import { useAdminUserOverview } from '../api/users.ts';
import { FreezeDialog, type FreezeTarget } from '../components/freeze-dialog.tsx';
import { DeleteUserDialog, TrialDialog } from '../components/user-dialogs.tsx';

/** A draft has nothing to pause; an ended or canceled auction nothing left (the server agrees). */
const NOT_FREEZABLE: number[] = [TenderStatus.NEW, TenderStatus.ENDED, TenderStatus.CANCELED];

function Fact({ label, value }: { label: string; value: string | number }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm">{value}</Text>
    </Stack>
  );
}

export function UserDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { id = '' } = useParams();
  const overview = useAdminUserOverview(id);
  const [dialog, setDialog] = useState<'trial' | 'delete' | null>(null);
  const [freezeTarget, setFreezeTarget] = useState<FreezeTarget | null>(null);
  const data = overview.data;

  return (
    <>
      <BackLink to={paths.admin.userOverviewList.getHref()} label={t('admin.overview.back')} />
      {overview.isPending ? <Skeleton height={240} /> : null}
      {overview.isError ? <Alert color="red">{errorText(t, overview.error)}</Alert> : null}
      {data ? (
        <>
          <PageTitle title={data.user.userName} />
          <Group mb="md">
            <Button variant="light" onClick={() => setDialog('trial')}>
              {t('admin.users.giveTrial')}
            </Button>
            <Button variant="light" color="red" onClick={() => setDialog('delete')}>
              {t('admin.users.delete')}
            </Button>
          </Group>
          <Grid>
            <Grid.Col span={{ base: 12, md: 5 }}>
              <Card>
                <SimpleGrid cols={2} spacing="sm">
                  <Fact
                    label={t('admin.users.name')}
                    value={
                      [data.user.firstName, data.user.lastName].filter(Boolean).join(' ') || '—'
                    }
                  />
                  <Fact label={t('auth.fields.email')} value={data.user.email} />
                  <Fact label={t('admin.users.company')} value={data.user.companyName ?? '—'} />
                  <Fact label={t('admin.profiles.country')} value={data.profile.country ?? '—'} />
                  <Fact label={t('admin.profiles.phone')} value={data.profile.phoneNumber ?? '—'} />
                  <Fact
                    label={t('admin.users.expires')}
                    value={
                      data.user.subscriptionExpires
                        ? new Date(data.user.subscriptionExpires).toLocaleDateString()
                        : '—'
                    }
                  />
                  <Fact label={t('admin.overview.ownedTenders')} value={data.ownedTenders} />
                  <Fact label={t('admin.overview.participations')} value={data.participations} />
                </SimpleGrid>
                <Group gap={4} mt="md">
                  {data.user.roles.map((role) => (
                    <Badge key={role} variant="light">
                      {t(`roles.${role}`)}
                    </Badge>
                  ))}
                </Group>
              </Card>
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 7 }}>
              <Card padding={0}>
                <Text fw={700} p="md" pb={0}>
                  {t('admin.overview.recentTenders')}
                </Text>
                <Text size="xs" c="dimmed" px="md" pb="xs">
                  {t('admin.overview.privateHidden')}
                </Text>
                {data.recentTenders.length === 0 ? (
                  <Text c="dimmed" p="md" pt={0}>
                    {t('admin.overview.noTenders')}
                  </Text>
                ) : (
                  <Table.ScrollContainer minWidth={480}>
                    <Table verticalSpacing="xs">
                      <Table.Tbody>
                        {data.recentTenders.map((tender) => {
                          const isFrozen = tender.status === TenderStatus.FREEZE;
                          return (
                            <Table.Tr key={tender.id}>
                              <Table.Td>
                                {tender.name === null ? (
                                  <Text size="sm" c="dimmed" fs="italic">
                                    {t('admin.overview.privateTender')}
                                  </Text>
                                ) : (
                                  tender.name || '—'
                                )}
                              </Table.Td>
                              <Table.Td>
                                <TenderStatusBadge status={tender.status} />
                              </Table.Td>
                              <Table.Td ta="right">
                                {NOT_FREEZABLE.includes(tender.status) ? null : (
                                  <Button
                                    size="xs"
                                    variant={isFrozen ? 'filled' : 'light'}
                                    color={isFrozen ? 'teal' : 'cyan'}
                                    onClick={() =>
                                      setFreezeTarget({
                                        tenderId: tender.id,
                                        name: tender.name ?? '',
                                        isFrozen,
                                      })
                                    }
                                  >
                                    {isFrozen
                                      ? t('admin.overview.unfreeze')
                                      : t('admin.overview.freeze')}
                                  </Button>
                                )}
                              </Table.Td>
                            </Table.Tr>
                          );
                        })}
                      </Table.Tbody>
                    </Table>
                  </Table.ScrollContainer>
                )}
              </Card>
            </Grid.Col>
          </Grid>
          <FreezeDialog target={freezeTarget} onClose={() => setFreezeTarget(null)} />
          {dialog === 'trial' ? (
            <TrialDialog user={data.user} onClose={() => setDialog(null)} />
          ) : null}
          {dialog === 'delete' ? (
            <DeleteUserDialog
              user={data.user}
              onClose={() => setDialog(null)}
              onDone={() => navigate(paths.admin.users.getHref())}
            />
          ) : null}
        </>
      ) : null}
    </>
  );
}
