// The sections of step 1, in the order a buyer thinks about a tender.
import { Stack } from '@mantine/core';
import { AddressSection } from './address-section.tsx';
import { AttachmentsSection } from './attachments-section.tsx';
import { CriteriaSection } from './criteria-section.tsx';
import { DatesSection } from './dates-section.tsx';
import { FormatSection } from './format-section.tsx';
import { GeneralSection } from './general-section.tsx';
import { ItemsSection } from './items-section.tsx';
import { MustHaveSection } from './must-have-section.tsx';
import { OptionsSection } from './options-section.tsx';

export function ParametersSections() {
  return (
    <Stack gap="lg">
      <GeneralSection />
      <ItemsSection />
      <CriteriaSection />
      <MustHaveSection />
      <AttachmentsSection />
      <AddressSection />
      <FormatSection />
      <DatesSection />
      <OptionsSection />
    </Stack>
  );
}
