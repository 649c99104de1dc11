// The three steps of the owner view: parameters, bidders and the auction room. A draft already
// has its bidders (picked now, invited on scheduling); the room opens once it is scheduled.
import { Stepper, useMantineTheme } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAdjustments, IconGavel, IconUsers } from '@tabler/icons-react';
import { useTranslation } from '@/lib/translation.ts';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths.ts';

export type OwnerStep = 1 | 2 | 3;

type OwnerStepsProps = { tenderId: string; active: OwnerStep; isScheduled: boolean };

export function OwnerSteps({ tenderId, active, isScheduled }: OwnerStepsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // On a phone three labels with hints do not fit beside each other: the separator lines ran
  // over the labels. There the steps stand one under the other, without hints.
  const isNarrow = useMediaQuery(`(max-width: ${useMantineTheme().breakpoints.sm})`) ?? false;
  const hint = (text: string) => (isNarrow ? undefined : text);
  const locked = isScheduled
    ? {}
    : { allowStepSelect: false, 'aria-disabled': true, style: { opacity: 0.6 } };
  return (
    <Stepper
      active={active - 1}
      size="sm"
      orientation={isNarrow ? 'vertical' : 'horizontal'}
      onStepClick={(index) =>
        navigate(paths.auctions.owner.getHref(tenderId, (index + 1) as OwnerStep))
      }
      aria-label={t('tenders.steps.label')}
    >
      <Stepper.Step
        label={t('tenders.steps.parameters')}
        description={hint(t('tenders.steps.parametersHint'))}
        icon={<IconAdjustments size={18} />}
      />
      <Stepper.Step
        label={t('tenders.steps.bidders')}
        description={hint(t('tenders.steps.biddersHint'))}
        icon={<IconUsers size={18} />}
      />
      <Stepper.Step
        label={t('tenders.steps.room')}
        description={hint(t('tenders.steps.roomHint'))}
        icon={<IconGavel size={18} />}
        {...locked}
      />
    </Stepper>
  );
}
