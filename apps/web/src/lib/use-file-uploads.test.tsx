// Dropped files are sent at most UploadLimits.parallelUploads at a time (the server refuses a
// user's uploads beyond a few with 429, issue 26); the rest wait their turn, and a waiting file
// can be canceled before it is sent.
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { MantineProvider } from '@mantine/core';
import { act, renderHook } from '@testing-library/react';
import { EnglishTexts, UploadLimits } from '@tendermark/shared';
import { initI18n } from './i18n.ts';
import { useFileUploads, type UploadFile } from './use-file-uploads.ts';

function wrapper({ children }: { children: ReactNode }) {
  return <MantineProvider env="test">{children}</MantineProvider>;
}

describe('useFileUploads', () => {
  it('sends at most parallelUploads files at once and the next when one is done', async () => {
    await initI18n(EnglishTexts);
    const sent: { name: string; finish: () => void }[] = [];
    const upload: UploadFile = ({ file }) =>
      new Promise((resolve) => sent.push({ name: file.name, finish: () => resolve(undefined) }));
    const { result } = renderHook(() => useFileUploads(upload, () => undefined), { wrapper });
    const files = ['a', 'b', 'c', 'd'].map((name) => new File(['x'], `${name}.pdf`));

    act(() => result.current.start(files));
    expect(UploadLimits.parallelUploads).toBe(2);
    expect(sent.map((each) => each.name)).toEqual(['a.pdf', 'b.pdf']);
    expect(result.current.uploads.map((each) => each.name)).toEqual([
      'a.pdf',
      'b.pdf',
      'c.pdf',
      'd.pdf',
    ]);

    const waitingD = result.current.uploads[3].id;
    act(() => result.current.cancel(waitingD));
    await act(async () => sent[0].finish());
    expect(sent.map((each) => each.name)).toEqual(['a.pdf', 'b.pdf', 'c.pdf']);
    expect(result.current.uploads.map((each) => each.name)).toEqual(['b.pdf', 'c.pdf']);
  });
});
