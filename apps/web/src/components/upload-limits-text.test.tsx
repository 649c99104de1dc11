// The upload limits are shown before a file is picked (issue 26: the per-tender limits were
// neither enforced nor told): the limits, what is left, and a full quota.
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { OfferAttachmentQuota, TenderAttachmentQuota } from '@tendermark/shared';
import { renderWithProviders } from '@/test/render.tsx';
import '@/test/stub-document-fonts.ts';
import { UploadLimitsText } from './upload-limits-text.tsx';

const megabyte = 1024 * 1024;

describe('UploadLimitsText', () => {
  it('states the limits and what is left of a tender’s quota', async () => {
    await renderWithProviders(
      <UploadLimitsText
        quota={TenderAttachmentQuota}
        stored={[{ size: 3 * megabyte }, { size: 1.8 * megabyte }]}
      />,
    );
    expect(
      screen.getByText('Up to 30 files, 10 MB each, 100 MB in total; 28 files (95.2 MB) left'),
    ).toBeVisible();
  });

  it('says "1 file" when one is left of an offer’s quota', async () => {
    const stored = Array.from({ length: 19 }, () => ({ size: 1024 }));
    await renderWithProviders(<UploadLimitsText quota={OfferAttachmentQuota} stored={stored} />);
    expect(
      screen.getByText('Up to 20 files, 10 MB each, 50 MB in total; 1 file (50.0 MB) left'),
    ).toBeVisible();
  });

  it('says there is no room when the quota is used up', async () => {
    await renderWithProviders(
      <UploadLimitsText quota={OfferAttachmentQuota} stored={[{ size: 50 * megabyte }]} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'No room for more files (up to 20 files, 50 MB in total): remove one to add another',
    );
  });
});
