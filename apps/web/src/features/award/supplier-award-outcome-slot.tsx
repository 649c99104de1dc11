// The supplier's award outcome as the app plugs it into the supplier tender page (features do not
// import each other): loaded with its own chunk, and nothing in its place meanwhile.
import { lazy, Suspense } from 'react';
import type { TTender } from '@tendermark/shared';

const SupplierAwardOutcome = lazy(async () => ({
  default: (await import('./components/supplier-award-outcome.tsx')).SupplierAwardOutcome,
}));

export function SupplierAwardOutcomeSlot({ tender }: { tender: TTender }) {
  if (!tender.award) return null;
  return (
    <Suspense fallback={null}>
      <SupplierAwardOutcome tender={tender} />
    </Suspense>
  );
}
