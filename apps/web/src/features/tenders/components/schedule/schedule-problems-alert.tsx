// Why the tender cannot be scheduled yet: every problem, each in the user's language.
import { Alert, List } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from '@/lib/translation.ts';
import { translateScheduleProblem } from './translate-problem.ts';

export function ScheduleProblemsAlert({ problems }: { problems: readonly string[] }) {
  const { t } = useTranslation();
  if (problems.length === 0) return null;
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      title={t('tenders.schedule.problemsTitle')}
      role="alert"
    >
      <List size="sm" spacing={2}>
        {problems.map((problem) => (
          <List.Item key={problem}>{translateScheduleProblem(t, problem)}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
