// Login storage options of spec §2: local survives the browser, session the tab, none only memory.
import { afterEach, describe, expect, it } from 'vitest';
import { tokenStore, type StoredTokens } from './token-store.ts';

const tokens = (suffix: string): StoredTokens => ({
  accessToken: `access-${suffix}`,
  refreshToken: `refresh-${suffix}`,
  userName: 'supplier@example.com',
  expiresAt: 1_000,
});

afterEach(() => tokenStore.clear());

describe('tokenStore', () => {
  it('keeps "local" tokens in localStorage only', () => {
    tokenStore.save(tokens('a'), 'local');
    expect(window.localStorage.getItem('tendermark.session')).toContain('refresh-a');
    expect(window.sessionStorage.length).toBe(0);
    expect(tokenStore.get()).toEqual(tokens('a'));
    expect(tokenStore.mode()).toBe('local');
  });

  it('keeps "session" tokens in sessionStorage only', () => {
    tokenStore.save(tokens('b'), 'session');
    expect(window.sessionStorage.getItem('tendermark.session')).toContain('refresh-b');
    expect(window.localStorage.length).toBe(0);
    expect(tokenStore.mode()).toBe('session');
  });

  it('keeps "none" tokens in memory, never in browser storage', () => {
    tokenStore.save(tokens('c'), 'none');
    expect(window.localStorage.length).toBe(0);
    expect(window.sessionStorage.length).toBe(0);
    expect(tokenStore.get()).toEqual(tokens('c'));
    expect(tokenStore.mode()).toBe('none');
  });

  it('stores refreshed tokens where the session already lives', () => {
    tokenStore.save(tokens('d'), 'local');
    tokenStore.save(tokens('e'));
    expect(tokenStore.mode()).toBe('local');
    expect(tokenStore.get()?.refreshToken).toBe('refresh-e');
  });

  it('moves the tokens when a new login chooses another mode', () => {
    tokenStore.save(tokens('f'), 'local');
    tokenStore.save(tokens('g'), 'session');
    expect(window.localStorage.length).toBe(0);
    expect(tokenStore.mode()).toBe('session');
  });

  it('forgets the tokens everywhere on clear', () => {
    tokenStore.save(tokens('h'), 'none');
    tokenStore.save(tokens('i'), 'local');
    tokenStore.clear();
    expect(tokenStore.get()).toBeNull();
    expect(tokenStore.mode()).toBeNull();
  });
});
