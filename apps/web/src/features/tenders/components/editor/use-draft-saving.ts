// Saving the draft: "unsaved changes" tracking, manual save, autosave 2 s after the last change
// (only when the shared schema accepts the draft), and the server's version check.
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { isEditable, ZTenderParameters, type TTender } from '@tendermark/shared';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../../lib/api-error.ts';
import { errorText, translateMessage } from '../../../../lib/i18n.ts';
import { notifyError } from '../../../../lib/notify.ts';
import { useUpdateTender } from '../../api/update-tender.ts';
import {
  adoptSavedIds,
  draftFromTender,
  parametersFromDraft,
  serializeDraft,
} from '../../model/draft.ts';
import { placeOfProblem } from '../../model/problems.ts';
import type { TenderForm } from './editor-context.tsx';

export const AUTOSAVE_DELAY_MS = 2000;

export type SaveStatus =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: Date }
  | { kind: 'invalid'; problem: string }
  | { kind: 'failed'; message: string }
  | { kind: 'conflict' };

export type SaveOutcome = 'saved' | 'unchanged' | 'invalid' | 'failed';

type DraftSavingOptions = {
  form: TenderForm;
  tender: TTender;
  /** The server refused the change because the tender left NEW: reload it and resetTo it. */
  onBlocked: () => void;
  autosaveDelayMs?: number;
};

export type DraftSaving = {
  status: SaveStatus;
  isDirty: boolean;
  /** Saves now (the Save button, and before scheduling): shows every field error when invalid. */
  save: () => Promise<SaveOutcome>;
  /** Drops local changes and continues from this tender (after a reload or a schedule). */
  resetTo: (tender: TTender) => void;
};

export function useDraftSaving({
  form,
  tender,
  onBlocked,
  autosaveDelayMs = AUTOSAVE_DELAY_MS,
}: DraftSavingOptions): DraftSaving {
  const { t } = useTranslation();
  const update = useUpdateTender();
  // The draft as last loaded or saved: state to re-render, ref for saves that wait for others.
  const [baseline, setBaselineState] = useState(() => serializeDraft(form.getValues()));
  const baselineRef = useRef(baseline);
  const setBaseline = (next: string) => {
    baselineRef.current = next;
    setBaselineState(next);
  };
  const [status, setStatus] = useState<SaveStatus>({ kind: 'idle' });
  const versionRef = useRef(tender.version);
  const inFlight = useRef<Promise<SaveOutcome> | null>(null);

  const current = serializeDraft(form.values);
  const canEdit = isEditable(tender.tenderStatus);
  const isDirty = canEdit && current !== baseline;

  const resetTo = (next: TTender) => {
    const draft = draftFromTender(next);
    form.setValues(draft);
    form.clearErrors();
    setBaseline(serializeDraft(draft));
    versionRef.current = next.version;
    setStatus({ kind: 'idle' });
  };

  const describeProblem = (issue: { path: readonly PropertyKey[]; message: string }) => {
    const message = translateMessage(t, issue.message);
    const { sectionKey, row } = placeOfProblem(issue.path);
    if (!sectionKey) return message;
    const place = row ? t('tenders.save.placeRow', { section: t(sectionKey), row }) : t(sectionKey);
    return t('tenders.save.problemAt', { place, message });
  };

  const saveOnce = async (trigger: 'auto' | 'manual'): Promise<SaveOutcome> => {
    const snapshot = form.getValues();
    const isClean = serializeDraft(snapshot) === baselineRef.current;
    if (isClean && trigger === 'auto') return 'unchanged';
    const body = parametersFromDraft(snapshot, versionRef.current);
    const parsed = ZTenderParameters.safeParse(body);
    if (!parsed.success) {
      setStatus({ kind: 'invalid', problem: describeProblem(parsed.error.issues[0]) });
      if (trigger === 'manual') {
        const { errors } = form.validate();
        const [firstPath] = Object.keys(errors);
        if (firstPath) form.getInputNode(firstPath)?.focus();
      }
      return 'invalid';
    }
    // A manual save of a clean draft only checks it (before scheduling, a stored draft may
    // still miss what the schema requires).
    if (isClean) return 'unchanged';
    setStatus({ kind: 'saving' });
    try {
      const saved = await update.mutateAsync(body);
      versionRef.current = saved.version;
      setBaseline(serializeDraft(adoptSavedIds(snapshot, saved)));
      form.setValues((values) => adoptSavedIds({ ...snapshot, ...values }, saved));
      setStatus({ kind: 'saved', at: new Date() });
      return 'saved';
    } catch (error) {
      if (isApiError(error) && error.code === 'version_conflict') {
        setStatus({ kind: 'conflict' });
      } else if (isApiError(error) && error.code === 'modification_blocked') {
        notifyError(errorText(t, error));
        setStatus({ kind: 'idle' });
        onBlocked();
      } else {
        setStatus({ kind: 'failed', message: errorText(t, error) });
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

  return { status, isDirty, save: () => save('manual'), resetTo };
}
