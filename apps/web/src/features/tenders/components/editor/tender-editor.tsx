// Step 1 of the owner view: the parameters form with saving, autosave, the leave guard, the
// read-only state after scheduling, and the schedule flow (which checks the whole draft).
import { useState } from 'react';
import { Alert, Stack } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import {
  isEditable,
  Messages,
  SupplierStatus,
  type TItem,
  type TScheduleReply,
  type TTender,
} from '@tendermark/shared';
import { useTranslation } from '@/lib/translation.ts';
import { translateMessage } from '@/lib/i18n.ts';
import { notifyError } from '@/lib/notify.ts';
import { createTender } from '@/features/tenders/api/create-tender.ts';
import { tenderQueryOptions } from '@/features/tenders/api/get-tender.ts';
import { useMyAddresses } from '@/features/tenders/api/get-my-addresses.ts';
import { scheduleProblemsOf } from '@/features/tenders/model/schedule-check.ts';
import { RescheduledAlert } from '../schedule/rescheduled-alert.tsx';
import { ScheduleDialog } from '../schedule/schedule-dialog.tsx';
import { ScheduleProblemsAlert } from '../schedule/schedule-problems-alert.tsx';
import { ConflictDialog } from './conflict-dialog.tsx';
import { useInitialDraft } from './draft-hand-over.ts';
import { pathOfField, useDescribeProblem } from './describe-problem.ts';
import { EditorToolbar } from './editor-toolbar.tsx';
import { TenderEditorProvider } from './editor-context.tsx';
import { LeaveDialog } from './leave-dialog.tsx';
import { ParametersSections } from './parameters-sections.tsx';
import { ReadOnlyGuard } from './read-only-guard.tsx';
import { useDraftSaving } from './use-draft-saving.ts';
import { useLeaveGuard } from './use-leave-guard.ts';
import { useTenderForm } from './use-tender-form.ts';

type TenderEditorProps = {
  tender: TTender;
  itemTemplate: TItem;
  /**
   * A new auction (the defaults, tenderId ''): the first change creates the draft, then this is
   * called with it (New auction opens on the stored draft's page).
   */
  onCreated?: (saved: TTender) => void;
};

/** Fields whose problems the shared schedule rule names itself (scheduleProblemsOf). */
const FIELDS_IN_LOCAL_PROBLEMS = new Set(['name', 'duration', 'proposalEndDate', 'startDate']);

const createBlankDraft = async () => (await createTender({ isDemo: false })).tenderId;

export function TenderEditor({ tender, itemTemplate, onCreated }: TenderEditorProps) {
  const { t } = useTranslation();
  const describeProblem = useDescribeProblem();
  const queryClient = useQueryClient();
  const addresses = useMyAddresses();
  const initialDraft = useInitialDraft(tender);
  const form = useTenderForm(initialDraft);
  const [isReloading, setReloading] = useState(false);
  const [isBlockedShown, setBlockedShown] = useState(false);
  const [scheduleProblems, setScheduleProblems] = useState<string[]>([]);
  const [isScheduleOpen, setScheduleOpen] = useState(false);
  const [isPreparing, setPreparing] = useState(false);
  const [rescheduled, setRescheduled] = useState<TScheduleReply | null>(null);

  const reload = () =>
    queryClient.fetchQuery({ ...tenderQueryOptions(tender.tenderId), staleTime: 0 });
  const reloadAndReset = async () => saving.resetTo(await reload());
  const isUnsaved = tender.tenderId === '';
  const saving = useDraftSaving({
    form,
    tender,
    onBlocked: () => void reloadAndReset(),
    ...(isUnsaved && { createDraft: createBlankDraft, onCreated }),
  });
  const blocker = useLeaveGuard(saving.isDirty);
  const isReadOnly = !isEditable(tender.tenderStatus);
  const localProblems = () => scheduleProblemsOf(form.getValues(), addresses.data ?? []);

  const handleBlockedEdit = () => {
    // The banner says it in place; the toast says it wherever the user is on the page.
    if (!isBlockedShown) notifyError(translateMessage(t, Messages.modificationBlocked));
    setBlockedShown(true);
  };

  const handleReload = async () => {
    setReloading(true);
    try {
      await reloadAndReset();
    } finally {
      setReloading(false);
    }
  };

  /** The field rules a draft may still break (names required…), shown at their fields too. */
  const fieldProblems = () => {
    const { errors } = form.validate();
    const fields = Object.keys(errors).filter((field) => !FIELDS_IN_LOCAL_PROBLEMS.has(field));
    if (fields[0]) form.getInputNode(fields[0])?.focus();
    return fields.map((field) =>
      describeProblem({ path: pathOfField(field), message: String(errors[field]) }),
    );
  };

  const handleSchedule = async () => {
    setPreparing(true);
    try {
      // Whatever can be saved is saved first; a draft may be incomplete, a scheduled tender not.
      const outcome = await saving.save();
      if (outcome === 'partial' || outcome === 'failed') return;
      const problems = [...new Set([...fieldProblems(), ...localProblems()])];
      setScheduleProblems(problems);
      if (problems.length === 0) setScheduleOpen(true);
    } finally {
      setPreparing(false);
    }
  };

  const handleScheduled = (reply: TScheduleReply) => {
    setScheduleProblems([]);
    saving.resetTo(reply);
    if (reply.rescheduled) setRescheduled(reply);
  };

  return (
    <TenderEditorProvider
      value={{
        form,
        tender,
        itemTemplate,
        isReadOnly,
        reportBlockedEdit: handleBlockedEdit,
        scheduleProblems,
      }}
    >
      <Stack gap="lg">
        <EditorToolbar
          saving={saving}
          isReadOnly={isReadOnly}
          isScheduling={isPreparing}
          onSchedule={() => void handleSchedule()}
        />
        {rescheduled ? (
          <RescheduledAlert
            proposalEndDate={rescheduled.proposalEndDate}
            startDate={rescheduled.startDate}
            onClose={() => setRescheduled(null)}
          />
        ) : null}
        {isReadOnly ? (
          <Alert
            color={isBlockedShown ? 'red' : 'gray'}
            variant="light"
            icon={<IconLock size={18} />}
            role={isBlockedShown ? 'alert' : undefined}
          >
            {isBlockedShown
              ? translateMessage(t, Messages.modificationBlocked)
              : t('tenders.readOnly.text')}
          </Alert>
        ) : null}
        <ScheduleProblemsAlert problems={scheduleProblems} />
        <ReadOnlyGuard isReadOnly={isReadOnly} onBlockedEdit={handleBlockedEdit}>
          <form
            id="tender-parameters"
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              if (!isReadOnly) void saving.save();
            }}
          >
            <ParametersSections />
          </form>
        </ReadOnlyGuard>
      </Stack>
      <ScheduleDialog
        opened={isScheduleOpen}
        onClose={() => setScheduleOpen(false)}
        draft={form.values}
        isDemo={tender.isDemo}
        attachmentCount={tender.attachments.list.length}
        pickedCount={
          tender.suppliers.filter((entry) => entry.status.id === SupplierStatus.WAITING_FOR_INVITE)
            .length
        }
        localProblems={localProblems}
        onScheduled={handleScheduled}
        onBlocked={() => void reloadAndReset()}
      />
      <ConflictDialog
        opened={saving.status.kind === 'conflict'}
        isReloading={isReloading}
        onReload={() => void handleReload()}
      />
      <LeaveDialog blocker={blocker} onSave={saving.save} />
    </TenderEditorProvider>
  );
}
