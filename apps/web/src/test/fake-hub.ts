// A stand-in for a hub hook (useAppHub, useNotificationHub) that reports a live connection and keeps
// the handlers the code under test gave it, so that a test can play the server's pushes:
//   vi.mock('@/lib/realtime/use-app-hub.ts', async () => ({
//     useAppHub: (await import('@/test/fake-hub.ts')).useFakeHub,
//   }));
//   act(() => hub.handlers.addMyTender({ tender }));

/** The handlers of the last render of the faked hub hook (one hub per test file). */
export const hub = { handlers: {} as Record<string, (payload: unknown) => void> };

export function useFakeHub(handlers: object) {
  hub.handlers = handlers as Record<string, (payload: unknown) => void>;
  return { state: 'connected' as const, socket: null, reconnect: () => {} };
}
