// The first-login survey's form in a dialog, loaded when the user chooses to answer it.
import { Modal } from '@mantine/core';
import { useTranslation } from '@/lib/translation.ts';
import { SurveyForm } from './survey-form.tsx';

export function SurveyDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened onClose={onClose} title={t('profile.survey.title')} size="lg">
      <SurveyForm onDone={onClose} onCancel={onClose} />
    </Modal>
  );
}
