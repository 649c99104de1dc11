// Renders parts of the parameters step the way the editor does: a real form, real saving, the
// save-state indicator, and a fetch stand-in for the code lists and UpdateTender.
import type { ReactNode } from 'react';
import type { TTender } from '@tendermark/shared';
import { mockFetch, type RecordedCall } from '@/test/fetch-mock.ts';
import { renderWithProviders } from '@/test/render.tsx';
import '@/test/stub-document-fonts.ts';
import { TenderEditorProvider } from '../components/editor/editor-context.tsx';
import { SaveStatus } from '../components/editor/save-status.tsx';
import { useInitialDraft } from '../components/editor/draft-hand-over.ts';
import { useDraftSaving } from '../components/editor/use-draft-saving.ts';
import { useTenderForm } from '../components/editor/use-tender-form.ts';
import type { TenderDraft } from '../model/draft.ts';
import { defaultItem } from '@/test/tender-fixtures.ts';
import { codeListReplies } from './code-list-replies.ts';

type HarnessProps = {
  tender: TTender;
  autosaveDelayMs: number;
  retryDelayMs?: number;
  onValues?: (values: TenderDraft) => void;
  /** A new auction (tenderId ''): its first save creates the draft, as New auction does. */
  creation?: { createDraft: () => Promise<string>; onCreated: (saved: TTender) => void };
  children: ReactNode;
};

function Harness({
  tender,
  autosaveDelayMs,
  retryDelayMs,
  onValues,
  creation,
  children,
}: HarnessProps) {
  const form = useTenderForm(useInitialDraft(tender));
  const saving = useDraftSaving({
    form,
    tender,
    onBlocked: () => {},
    autosaveDelayMs,
    retryDelayMs,
    ...creation,
  });
  onValues?.(form.values);
  return (
    <TenderEditorProvider
      value={{
        form,
        tender,
        itemTemplate: defaultItem,
        isReadOnly: false,
        reportBlockedEdit: () => {},
        scheduleProblems: [],
      }}
    >
      <SaveStatus status={saving.status} isDirty={saving.isDirty} problem={saving.problem} />
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void saving.save();
        }}
      >
        {children}
      </form>
    </TenderEditorProvider>
  );
}

type ServerReply = { status?: number; body?: unknown };

export async function renderEditor(
  ui: ReactNode,
  {
    tender,
    autosaveDelayMs = 60_000,
    retryDelayMs,
    creation,
    onUpdate = (call: RecordedCall): ServerReply => ({
      body: { ...tender, ...JSON.parse(call.body), version: tender.version + 1 },
    }),
  }: {
    tender: TTender;
    autosaveDelayMs?: number;
    retryDelayMs?: number;
    creation?: HarnessProps['creation'];
    onUpdate?: (call: RecordedCall) => ServerReply;
  },
) {
  let latest: TenderDraft | null = null;
  const server = mockFetch((call) => {
    const codeList = call.url.match(/\/api\/codelist\/(\w+)/)?.[1];
    if (codeList) return { body: codeListReplies[codeList] ?? [] };
    if (call.url.startsWith('/api/tender/UpdateTender')) return onUpdate(call);
    return { status: 404, body: { error: 'not_found', message: 'Not found' } };
  });
  const view = await renderWithProviders(
    <Harness
      tender={tender}
      autosaveDelayMs={autosaveDelayMs}
      retryDelayMs={retryDelayMs}
      creation={creation}
      onValues={(values) => (latest = values)}
    >
      {ui}
    </Harness>,
  );
  return {
    ...view,
    server,
    updateCalls: () =>
      server.calls.filter((call) => call.url.startsWith('/api/tender/UpdateTender')),
    values: () => latest as unknown as TenderDraft,
  };
}
