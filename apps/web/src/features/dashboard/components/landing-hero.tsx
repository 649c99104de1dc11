// The visitor's front page: what Tendermark does, how a reverse auction goes, what the plans are,
// and the way in (register, log in, or browse the public auctions first).
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
import { useTranslation } from '@/lib/translation.ts';
import type { EnglishTextKey } from '@tendermark/shared';
import { paths } from '@/config/paths.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';

type Step = { titleKey: EnglishTextKey; textKey: EnglishTextKey };

const steps: Step[] = [
  { titleKey: 'landing.how.describe.title', textKey: 'landing.how.describe.text' },
  { titleKey: 'landing.how.invite.title', textKey: 'landing.how.invite.text' },
  { titleKey: 'landing.how.bid.title', textKey: 'landing.how.bid.text' },
  { titleKey: 'landing.how.award.title', textKey: 'landing.how.award.text' },
];

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
        <Stack gap="md" component="section" aria-labelledby="landing-how">
          <Title order={2} id="landing-how" fz="h3">
            {t('landing.how.title')}
          </Title>
          <SimpleGrid
            cols={{ base: 1, sm: 2, lg: 4 }}
            spacing="md"
            component="ol"
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
          >
            {steps.map(({ titleKey, textKey }, index) => (
              <Group key={titleKey} component="li" align="flex-start" wrap="nowrap" gap="sm">
                <ThemeIcon size={32} radius="xl" aria-hidden>
                  {index + 1}
                </ThemeIcon>
                <Stack gap={4}>
                  <Title order={3} fz="h5">
                    {t(titleKey)}
                  </Title>
                  <Text size="sm" c="dimmed">
                    {t(textKey)}
                  </Text>
                </Stack>
              </Group>
            ))}
          </SimpleGrid>
        </Stack>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <Card component="section" aria-labelledby="landing-plans">
            <Stack gap="sm" align="flex-start">
              <Title order={2} id="landing-plans" fz="h4">
                {t('landing.plans.title')}
              </Title>
              <Text size="sm">{t('landing.plans.text')}</Text>
              <Button variant="light" component={Link} to={paths.pricing.getHref()}>
                {t('landing.plans.link')}
              </Button>
            </Stack>
          </Card>
          <Card component="section" aria-labelledby="landing-cta">
            <Stack gap="sm" align="flex-start">
              <Title order={2} id="landing-cta" fz="h4">
                {t('landing.cta.title')}
              </Title>
              <Text size="sm">{t('landing.cta.text')}</Text>
              <Group gap="sm">
                <Button component={Link} to={paths.auth.register.getHref()}>
                  {t('landing.register')}
                </Button>
                <Button variant="default" component={Link} to={paths.search.public.getHref()}>
                  {t('landing.browse')}
                </Button>
              </Group>
            </Stack>
          </Card>
        </SimpleGrid>
      </Stack>
    </Container>
  );
}
