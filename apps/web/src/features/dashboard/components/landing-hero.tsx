// The visitor's front page: what Tendermark does, for whom, and the way in (register or log in).
import {
  Button,
  Card,
  Container,
  Group,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconChartLine,
  IconClockHour4,
  IconFileDescription,
  IconUsersGroup,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { EnglishTextKey } from '@tendermark/shared';
import { paths } from '../../../config/paths.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';

type Feature = {
  Icon: typeof IconClockHour4;
  titleKey: EnglishTextKey;
  textKey: EnglishTextKey;
};

const features: Feature[] = [
  {
    Icon: IconFileDescription,
    titleKey: 'landing.feature.tenders.title',
    textKey: 'landing.feature.tenders.text',
  },
  {
    Icon: IconClockHour4,
    titleKey: 'landing.feature.live.title',
    textKey: 'landing.feature.live.text',
  },
  {
    Icon: IconChartLine,
    titleKey: 'landing.feature.results.title',
    textKey: 'landing.feature.results.text',
  },
  {
    Icon: IconUsersGroup,
    titleKey: 'landing.feature.suppliers.title',
    textKey: 'landing.feature.suppliers.text',
  },
];

export function LandingHero() {
  const { t } = useTranslation();
  usePageTitle(t('landing.pageTitle'));

  return (
    <Container size="lg" px={0}>
      <Stack gap="xl" py={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md" maw={720}>
          <Text c="brand" fw={700} tt="uppercase" fz="sm">
            {t('landing.eyebrow')}
          </Text>
          <Title order={1} fz={{ base: 28, sm: 44 }} lh={1.15}>
            {t('landing.title')}
          </Title>
          <Text fz={{ base: 'md', sm: 'lg' }} c="dimmed">
            {t('landing.text')}
          </Text>
          <Group gap="sm" mt="xs">
            <Button size="md" component={Link} to={paths.auth.register.getHref()}>
              {t('landing.register')}
            </Button>
            <Button size="md" variant="default" component={Link} to={paths.auth.login.getHref()}>
              {t('landing.login')}
            </Button>
          </Group>
        </Stack>
        <SimpleGrid
          cols={{ base: 1, sm: 2, lg: 4 }}
          spacing="md"
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
        >
          {features.map(({ Icon, titleKey, textKey }) => (
            <Card key={titleKey} component="li">
              <ThemeIcon variant="light" size={40} radius="md" mb="sm" aria-hidden>
                <Icon size={22} stroke={1.6} />
              </ThemeIcon>
              <Title order={2} fz="h5" mb={6}>
                {t(titleKey)}
              </Title>
              <Text size="sm" c="dimmed">
                {t(textKey)}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
