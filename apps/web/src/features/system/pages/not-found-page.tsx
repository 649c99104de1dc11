// Any unknown address: says so and offers the way home.
import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/translation.ts';
import { FormCard } from '@/components/form-card.tsx';
import { ResultScreen } from '@/components/result-screen.tsx';
import { paths } from '@/config/paths.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';

export function NotFoundPage() {
  const { t } = useTranslation();
  usePageTitle(t('system.notFound.title'));
  return (
    <FormCard>
      <ResultScreen
        tone="info"
        title={t('system.notFound.title')}
        actions={
          <Button component={Link} to={paths.home.getHref()}>
            {t('auth.common.goHome')}
          </Button>
        }
      >
        {t('system.notFound.text')}
      </ResultScreen>
    </FormCard>
  );
}
