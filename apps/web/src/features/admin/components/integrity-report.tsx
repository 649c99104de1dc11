// The result of CheckLocalizationsIntegrity: missing, unused and blank keys.
import { Alert, Code, Group, Stack, Text } from '@mantine/core';
import type { TLocalizationIntegrityReport } from '@tendermark/shared';
import { useTranslation } from '@/lib/translation.ts';

function KeyGroup({ title, keys }: { title: string; keys: string[] }) {
  if (keys.length === 0) return null;
  return (
    <Stack gap={4}>
      <Text fw={600} size="sm">
        {title} ({keys.length})
      </Text>
      <Group gap={6}>
        {keys.map((key) => (
          <Code key={key}>{key}</Code>
        ))}
      </Group>
    </Stack>
  );
}

export function IntegrityReport({ report }: { report: TLocalizationIntegrityReport }) {
  const { t } = useTranslation();
  const isClean =
    report.missingKeys.length + report.unusedKeys.length + report.emptyValues.length === 0;
  return (
    <Alert color={isClean ? 'teal' : 'yellow'} mb="md" data-testid="integrity-report">
      {isClean ? (
        t('admin.localization.allGood')
      ) : (
        <Stack gap="sm">
          <KeyGroup title={t('admin.localization.missing')} keys={report.missingKeys} />
          <KeyGroup title={t('admin.localization.unused')} keys={report.unusedKeys} />
          <KeyGroup title={t('admin.localization.blank')} keys={report.emptyValues} />
        </Stack>
      )}
    </Alert>
  );
}
