// The three steps of the owner view. Bidders and the auction room arrive with later work; until
// then they are shown, disabled, with what they will hold.
import { Stepper } from '@mantine/core';
import { IconAdjustments, IconGavel, IconUsers } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export function OwnerSteps() {
  const { t } = useTranslation();
  return (
    <Stepper
      active={0}
      size="sm"
      allowNextStepsSelect={false}
      aria-label={t('tenders.steps.label')}
    >
      <Stepper.Step
        label={t('tenders.steps.parameters')}
        description={t('tenders.steps.parametersHint')}
        icon={<IconAdjustments size={18} />}
      />
      <Stepper.Step
        label={t('tenders.steps.bidders')}
        description={t('tenders.steps.biddersHint')}
        icon={<IconUsers size={18} />}
        allowStepSelect={false}
        aria-disabled
        style={{ opacity: 0.6 }}
      />
      <Stepper.Step
        label={t('tenders.steps.room')}
        description={t('tenders.steps.roomHint')}
        icon={<IconGavel size={18} />}
        allowStepSelect={false}
        aria-disabled
        style={{ opacity: 0.6 }}
      />
    </Stepper>
  );
}
