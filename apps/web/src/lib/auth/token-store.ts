// Where the signed-in user's tokens live: localStorage, sessionStorage or memory only (spec §2 login storage).

/** local = stay signed in, session = until the browser closes, none = this page only. */
export type LoginStorageMode = 'local' | 'session' | 'none';

export type StoredTokens = {
  accessToken: string;
  refreshToken: string;
  userName: string;
  /** Epoch milliseconds at which the access token expires. */
  expiresAt: number;
};

const STORAGE_KEY = 'tendermark.session';

let memoryTokens: StoredTokens | null = null;

function browserStorage(mode: 'local' | 'session'): Storage | null {
  try {
    return mode === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    // Storage can be blocked (private modes, sandboxed frames): behave as memory-only.
    return null;
  }
}

function readFrom(mode: 'local' | 'session'): StoredTokens | null {
  const raw = browserStorage(mode)?.getItem(STORAGE_KEY);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<StoredTokens>;
    if (typeof parsed.accessToken !== 'string' || typeof parsed.refreshToken !== 'string') {
      return null;
    }
    return {
      accessToken: parsed.accessToken,
      refreshToken: parsed.refreshToken,
      userName: typeof parsed.userName === 'string' ? parsed.userName : '',
      expiresAt: typeof parsed.expiresAt === 'number' ? parsed.expiresAt : 0,
    };
  } catch {
    return null;
  }
}

/**
 * Tokens are read from storage on every call rather than cached, so that a token rotated
 * by another tab of the same browser is picked up here too.
 */
export const tokenStore = {
  get(): StoredTokens | null {
    return memoryTokens ?? readFrom('local') ?? readFrom('session');
  },

  /** The mode the current tokens are kept in, or null when there are none. */
  mode(): LoginStorageMode | null {
    if (memoryTokens) return 'none';
    if (readFrom('local')) return 'local';
    if (readFrom('session')) return 'session';
    return null;
  },

  /** Saves tokens; without a mode they stay where the current ones are (a refresh). */
  save(tokens: StoredTokens, mode?: LoginStorageMode): void {
    const target = mode ?? tokenStore.mode() ?? 'session';
    tokenStore.clear();
    if (target === 'none') {
      memoryTokens = tokens;
      return;
    }
    const storage = browserStorage(target);
    if (storage) storage.setItem(STORAGE_KEY, JSON.stringify(tokens));
    else memoryTokens = tokens;
  },

  clear(): void {
    memoryTokens = null;
    browserStorage('local')?.removeItem(STORAGE_KEY);
    browserStorage('session')?.removeItem(STORAGE_KEY);
  },
};
