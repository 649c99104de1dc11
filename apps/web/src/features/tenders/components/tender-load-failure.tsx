// A tender that could not be loaded: "not found" for an unknown one, else the server's reason, and
// the way back to a list.
import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/translation.ts';
import { ResultScreen } from '@/components/result-screen.tsx';
import { isApiError } from '@/lib/api-error.ts';
import { errorText } from '@/lib/i18n.ts';

type TenderLoadFailureProps = {
  /** The failed call's error; a 404 means the tender is unknown. */
  error: unknown;
  backTo: string;
  backLabel: string;
};

export function TenderLoadFailure({ error, backTo, backLabel }: TenderLoadFailureProps) {
  const { t } = useTranslation();
  const isMissing = isApiError(error) && error.status === 404;
  return (
    <ResultScreen
      tone="error"
      title={isMissing ? t('tenders.notFound') : t('system.error.title')}
      actions={
        <Button component={Link} to={backTo}>
          {backLabel}
        </Button>
      }
    >
      {isMissing ? null : errorText(t, error)}
    </ResultScreen>
  );
}
