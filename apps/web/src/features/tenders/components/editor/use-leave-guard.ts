// Unsaved changes are not lost by accident: the browser asks before unloading the page, and the
// router's blocker holds in-app navigation until the user decides.
import { useEffect } from 'react';
import { useBlocker } from 'react-router';

/** Navigation state of the move from New auction to the draft it just stored: not a leave. */
export const HAND_OVER_STATE = { isHandOver: true } as const;

const isHandOver = (state: unknown) =>
  typeof state === 'object' && state !== null && 'isHandOver' in state;

export function useLeaveGuard(hasUnsavedChanges: boolean) {
  useEffect(() => {
    if (!hasUnsavedChanges) return;
    const handleBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', handleBeforeUnload);
    return () => window.removeEventListener('beforeunload', handleBeforeUnload);
  }, [hasUnsavedChanges]);

  return useBlocker(
    ({ currentLocation, nextLocation }) =>
      hasUnsavedChanges &&
      currentLocation.pathname !== nextLocation.pathname &&
      !isHandOver(nextLocation.state),
  );
}
