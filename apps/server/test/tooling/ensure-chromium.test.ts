// Issue 27, point 4: `npm test` on a machine without Chromium stops before any test with one line
// that says what to install (when it may not install Debian's chromium itself), and goes on when
// Chromium is there.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const script = path.resolve(import.meta.dirname, '../../../../scripts/ensure-chromium.mjs');
const run = (env: Record<string, string>) =>
  spawnSync(process.execPath, [script], { env: { ...process.env, ...env }, encoding: 'utf8' });

describe('scripts/ensure-chromium.mjs', () => {
  it('stops with one line naming what to install when Chromium is missing', () => {
    const result = run({ CHROMIUM_PATH: '/nonexistent/chromium', INSTALL_CHROMIUM: '0' });
    expect(result.status).toBe(1);
    expect(result.stdout).toBe('');
    expect(result.stderr.trim().split('\n')).toEqual([
      expect.stringContaining("install Debian's chromium (sudo apt-get install chromium)"),
    ]);
  });

  it('goes on quietly when Chromium is there', () => {
    const result = run({ CHROMIUM_PATH: process.execPath });
    expect([result.status, result.stdout, result.stderr]).toEqual([0, '', '']);
  });
});
