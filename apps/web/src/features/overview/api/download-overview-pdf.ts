// GET /api/tender/ExportAuctionOverviewPdf?id: the overview as a PDF, downloaded through the token
// (a plain link could not send the Authorization header).
import { useMutation } from '@tanstack/react-query';
import { buildUrl } from '@/lib/api-client.ts';
import { downloadAuthorizedFile } from '@/lib/authorized-file.ts';

/** The name the browser saves the file under: ASCII, like the server's Content-Disposition. */
export function pdfFileName(name: string, tenderId: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/[\s_-]+/g, '-')
    .slice(0, 60)
    .replace(/-$/, '');
  return `auction-overview-${slug || tenderId.slice(0, 8)}.pdf`;
}

export function downloadOverviewPdf({ id, name }: { id: string; name: string }): Promise<void> {
  return downloadAuthorizedFile(
    buildUrl('/api/tender/ExportAuctionOverviewPdf', { id }),
    pdfFileName(name, id),
  );
}

export function useDownloadOverviewPdf() {
  return useMutation({ mutationFn: downloadOverviewPdf });
}
