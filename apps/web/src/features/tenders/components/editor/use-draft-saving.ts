// Saving the draft: "unsaved changes" tracking, manual save, autosave 2 s after the last change —
// also of an incomplete draft, whose values that cannot be stored keep their last saved value —,
// retries after a failed save, and the server's version check.
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { isEditable, type TTender } from '@tendermark/shared';
import { useTranslation } from '@/lib/translation.ts';
import { isApiError } from '@/lib/api-error.ts';
import { errorText, translateMessage } from '@/lib/i18n.ts';
import { notifyError } from '@/lib/notify.ts';
import { useUpdateTender } from '@/features/tenders/api/update-tender.ts';
import {
  adoptIdsFrom,
  adoptSavedIds,
  draftFromTender,
  parametersFromDraft,
  serializeDraft,
  type TenderDraft,
} from '@/features/tenders/model/draft.ts';
import { storableDraft, type DraftProblem } from '@/features/tenders/model/storable-draft.ts';
import { useDescribeProblem } from './describe-problem.ts';
import { handOverDraft } from './draft-hand-over.ts';
import type { TenderForm } from './editor-context.tsx';

export const AUTOSAVE_DELAY_MS = 2000;
/** The first retry after a failed save; each further one waits twice as long, up to a minute. */
export const RETRY_DELAY_MS = 5000;
const MAX_RETRY_DELAY_MS = 60_000;

export type SaveStatus =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: Date }
  /** willRetry: the server was not reached or failed; otherwise it refused the draft. */
  | { kind: 'failed'; message: string; willRetry: boolean }
  | { kind: 'conflict' };

/** partial: what could be stored is saved, but a value that cannot be stored (see `problem`) is not. */
export type SaveOutcome = 'saved' | 'unchanged' | 'partial' | 'failed';

type DraftSavingOptions = {
  form: TenderForm;
  tender: TTender;
  /** The server refused the change because the tender left NEW: reload it and resetTo it. */
  onBlocked: () => void;
  autosaveDelayMs?: number;
  retryDelayMs?: number;
  /**
   * A new auction not stored yet (tenderId ''): its first save creates the draft with this
   * (CreateNewTenderId), so visits that change nothing leave nothing behind.
   */
  createDraft?: () => Promise<string>;
  /** Called once the first save has created and stored the draft. */
  onCreated?: (saved: TTender) => void;
};

export type DraftSaving = {
  status: SaveStatus;
  isDirty: boolean;
  /** Why some of the changes cannot be saved (a text over its maximum…), or null. */
  problem: string | null;
  /** Saves now (the Save button, before scheduling, before leaving); marks values that cannot be stored. */
  save: () => Promise<SaveOutcome>;
  /** Drops local changes and continues from this tender (after a reload or a schedule). */
  resetTo: (tender: TTender) => void;
};

/** The server could not be reached, failed, or asked to wait: the same save may succeed later. */
const isRetriable = (error: unknown) =>
  !isApiError(error) ||
  error.status === 0 ||
  error.status === 408 ||
  error.status === 429 ||
  error.status >= 500;

export function useDraftSaving({
  form,
  tender,
  onBlocked,
  autosaveDelayMs = AUTOSAVE_DELAY_MS,
  retryDelayMs = RETRY_DELAY_MS,
  createDraft,
  onCreated,
}: DraftSavingOptions): DraftSaving {
  const { t } = useTranslation();
  const describeProblem = useDescribeProblem();
  const update = useUpdateTender();
  // The draft as last loaded or saved: state to re-render, ref for saves that wait for others.
  // (The form may start from other values: those handed over by New auction, draft-hand-over.ts.)
  const [savedDraft, setSavedDraftState] = useState<TenderDraft>(() => draftFromTender(tender));
  const savedRef = useRef(savedDraft);
  const setSavedDraft = (next: TenderDraft) => {
    savedRef.current = next;
    setSavedDraftState(next);
  };
  const [status, setStatus] = useState<SaveStatus>({ kind: 'idle' });
  const [failures, setFailures] = useState(0);
  const versionRef = useRef(tender.version);
  const tenderIdRef = useRef(tender.tenderId);
  const inFlight = useRef<Promise<SaveOutcome> | null>(null);
  // Once the first save has created the draft, the editor of the draft's page saves the rest.
  const isHandedOver = useRef(false);

  const current = serializeDraft(form.values);
  const canEdit = isEditable(tender.tenderStatus);
  const isDirty = canEdit && current !== serializeDraft(savedDraft);
  const [firstProblem] = isDirty ? storableDraft(form.values, savedDraft).problems : [];

  const resetTo = (next: TTender) => {
    const draft = draftFromTender(next);
    form.setValues(draft);
    form.clearErrors();
    setSavedDraft(draft);
    versionRef.current = next.version;
    setFailures(0);
    setStatus({ kind: 'idle' });
  };

  const markProblems = (problems: readonly DraftProblem[]) => {
    for (const { path, message } of problems)
      form.setFieldError(path.join('.'), translateMessage(t, message));
    form.getInputNode(problems[0].path.join('.'))?.focus();
  };

  const saveOnce = async (trigger: 'auto' | 'manual'): Promise<SaveOutcome> => {
    if (isHandedOver.current) return 'unchanged';
    const snapshot = form.getValues();
    const { draft: storable, problems } = storableDraft(snapshot, savedRef.current);
    const isPartial = problems.length > 0;
    if (isPartial && trigger === 'manual') markProblems(problems);
    if (!storable || serializeDraft(storable) === serializeDraft(savedRef.current))
      return isPartial ? 'partial' : 'unchanged';
    setStatus({ kind: 'saving' });
    try {
      const isFirstSave = !tenderIdRef.current && createDraft !== undefined;
      if (isFirstSave) tenderIdRef.current = await createDraft();
      const saved = await update.mutateAsync({
        ...parametersFromDraft(storable, versionRef.current),
        tenderId: tenderIdRef.current,
      });
      versionRef.current = saved.version;
      const stored = adoptSavedIds(storable, saved);
      setSavedDraft(stored);
      form.setValues((values) => adoptIdsFrom({ ...snapshot, ...values }, stored));
      setFailures(0);
      setStatus({ kind: 'saved', at: new Date() });
      if (isFirstSave) {
        isHandedOver.current = true;
        handOverDraft(saved.tenderId, () => form.getValues());
        onCreated?.(saved);
      }
      return isPartial ? 'partial' : 'saved';
    } catch (error) {
      if (isApiError(error) && error.code === 'version_conflict') {
        setStatus({ kind: 'conflict' });
      } else if (isApiError(error) && error.code === 'modification_blocked') {
        notifyError(errorText(t, error));
        setStatus({ kind: 'idle' });
        onBlocked();
      } else {
        // The edits stay in the form (and the page warns before it is left) until a save succeeds.
        setFailures((count) => count + 1);
        setStatus({
          kind: 'failed',
          message: errorText(t, error),
          willRetry: isRetriable(error),
        });
      }
      return 'failed';
    }
  };

  /** One save at a time: a save asked for during another runs after it, with the latest values. */
  const save = async (trigger: 'auto' | 'manual' = 'manual'): Promise<SaveOutcome> => {
    while (inFlight.current) await inFlight.current;
    const running = saveOnce(trigger).finally(() => {
      inFlight.current = null;
    });
    inFlight.current = running;
    return running;
  };

  const autosave = useEffectEvent(() => {
    void save('auto');
  });
  const isConflict = status.kind === 'conflict';
  useEffect(() => {
    if (!isDirty || isConflict) return;
    const timer = setTimeout(autosave, autosaveDelayMs);
    return () => clearTimeout(timer);
  }, [current, isDirty, isConflict, autosaveDelayMs]);

  const willRetry = status.kind === 'failed' && status.willRetry && isDirty;
  useEffect(() => {
    if (!willRetry) return;
    const delay = Math.min(retryDelayMs * 2 ** Math.max(0, failures - 1), MAX_RETRY_DELAY_MS);
    const timer = setTimeout(autosave, delay);
    return () => clearTimeout(timer);
  }, [willRetry, failures, retryDelayMs]);

  return {
    status,
    isDirty,
    problem: firstProblem ? describeProblem(firstProblem) : null,
    save: () => save('manual'),
    resetTo,
  };
}
