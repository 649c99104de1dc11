// The dialogs of the owner's decisions that need a confirmation or a text: reject (optional
// reason), block (reason required), remove (confirm) and comment on the offer (text required).
import type { TSupplierEntry } from '@tendermark/shared';
import { useTranslation } from '@/lib/translation.ts';
import { TextDialog } from '@/components/text-dialog.tsx';
import { notifySuccess } from '@/lib/notify.ts';
import { useBidderDecision, type BidderDecision } from '../api/owner-decisions.ts';

export type DialogDecision = 'reject' | 'block' | 'remove' | 'comment';

type BidderDecisionDialogProps = {
  tenderId: string;
  decision: { kind: DialogDecision; entry: TSupplierEntry } | null;
  onClose: () => void;
};

const needsText: Record<DialogDecision, 'none' | 'optional' | 'required'> = {
  reject: 'optional',
  block: 'required',
  remove: 'none',
  comment: 'required',
};

function decisionOf(kind: DialogDecision, userName: string, text: string): BidderDecision {
  switch (kind) {
    case 'reject':
      return { kind, userName, reason: text };
    case 'block':
      return { kind, userName, reason: text };
    case 'comment':
      return { kind, userName, comment: text };
    case 'remove':
      return { kind, userName };
  }
}

export function BidderDecisionDialog({ tenderId, decision, onClose }: BidderDecisionDialogProps) {
  if (!decision) return null;
  // A fresh form per decision: no text or error left over from the previous one.
  return (
    <DecisionForm
      key={`${decision.kind}-${decision.entry.user.userName}`}
      tenderId={tenderId}
      kind={decision.kind}
      entry={decision.entry}
      onClose={onClose}
    />
  );
}

function DecisionForm({
  tenderId,
  kind,
  entry,
  onClose,
}: {
  tenderId: string;
  kind: DialogDecision;
  entry: TSupplierEntry;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const decide = useBidderDecision(tenderId);
  const name = entry.user.userName;
  const textRule = needsText[kind];
  const field =
    kind === 'remove'
      ? null
      : {
          label: t(`bidders.${kind}.field`),
          isRequired: textRule === 'required',
          minRows: 3,
          maxLength: 2000,
          initialText: kind === 'comment' ? (entry.ownerComment ?? '') : '',
        };

  return (
    <TextDialog
      opened
      title={t(`bidders.${kind}.title`, { name })}
      message={t(`bidders.${kind}.text`)}
      confirmLabel={t(`bidders.${kind}.confirm`)}
      isDestructive={kind !== 'comment'}
      field={field}
      call={decide}
      onConfirm={(text) =>
        decide.mutate(decisionOf(kind, name, text), {
          onSuccess: () => {
            notifySuccess(t(`bidders.${kind}.done`, { name }));
            onClose();
          },
        })
      }
      onClose={onClose}
    />
  );
}
