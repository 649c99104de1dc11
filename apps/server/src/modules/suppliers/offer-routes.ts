/** /api/tendersupplier calls about a supplier's proposal: must-haves, description, attachments, finalizing, the entry. */
import { z } from 'zod';
import {
  ZMustHaveResponsesBody,
  ZOfferDescriptionBody,
  ZSupplierEntry,
  ZSupplierEntryQuery,
  ZTenderIdBody,
  UploadLimits,
  ZUploadReply,
  megabytes,
  zRequiredString,
} from '@tendermark/shared';
import { currentUser } from '../../lib/auth.ts';
import { routeTable, ZUploadForm } from '../../lib/route-table.ts';
import type { ModuleRegistrar } from '../../context.ts';
import { withUploads } from '../files/upload-scope.ts';
import { UPLOAD_LIMITS_NOTE, acceptUploads, tenderIdOf } from '../files/receive-uploads.ts';
import {
  deleteBidderAttachment,
  offerAttachmentRoom,
  uploadBidderAttachments,
} from './bidder-attachments-service.ts';
import {
  editOfferDescription,
  finalizeProposal,
  getSupplierEntry,
  respondToMustHaves,
} from './offer-service.ts';
import { tags } from './route-schemas.ts';

export const registerOfferRoutes: ModuleRegistrar = async (app, ctx, guards) => {
  const route = routeTable(app, { tags, guards, access: 'signedIn' });

  route.post(
    '/api/tendersupplier/ResponseMustHaveCondition',
    {
      description: 'Answer must-have conditions (during the proposal phase)',
      body: ZMustHaveResponsesBody,
      response: { 200: ZSupplierEntry },
      errors: { 403: true, 404: true, 409: true },
    },
    async (request) => respondToMustHaves(ctx, currentUser(request), request.body),
  );

  route.post(
    '/api/tendersupplier/EditOfferDescription',
    {
      description: 'Describe your offer (during the proposal phase)',
      body: ZOfferDescriptionBody,
      response: { 200: ZSupplierEntry },
      errors: { 403: true, 404: true, 409: true },
    },
    async (request) => editOfferDescription(ctx, currentUser(request), request.body),
  );

  route.post(
    '/api/tendersupplier/FinalizedProposal',
    {
      description: 'Finalize your proposal (accepted, every must-have checked)',
      body: ZTenderIdBody,
      response: { 200: ZSupplierEntry },
      errors: { 403: true, 404: true, 409: true },
    },
    async (request) => finalizeProposal(ctx, currentUser(request), request.body.tenderId),
  );

  // Uploads in a context of their own that reads multipart bodies (upload-scope.ts).
  await withUploads(app, (scope) => {
    const uploadRoute = routeTable(scope, { tags, guards, access: 'signedIn' });
    uploadRoute.post(
      '/api/tendersupplier/UploadAttachmentFromBidder',
      {
        description:
          'Attach files to your offer (multipart/form-data: field tenderId, then the file(s); ' +
          `${UPLOAD_LIMITS_NOTE}; at most ${UploadLimits.offerAttachments} files and ` +
          `${megabytes(UploadLimits.offerAttachmentBytes)} per offer)`,
        querystring: z.object({ tenderId: z.string().optional() }),
        upload: ZUploadForm,
        response: { 200: ZUploadReply },
        errors: { 403: true, 404: true, 409: true, 413: true, 429: true },
      },
      async (request, reply) => {
        const supplier = currentUser(request);
        return acceptUploads(request, reply, ctx.config, supplier.id, {
          imagesOnly: false,
          roomFor: (fields) =>
            offerAttachmentRoom(ctx, supplier.id, tenderIdOf(fields, request.query)),
          commit: ({ fields, uploads }) =>
            uploadBidderAttachments(ctx, supplier, tenderIdOf(fields, request.query), uploads),
        });
      },
    );
  });

  route.on(
    ['POST', 'DELETE'],
    '/api/tendersupplier/DeleteBidderAttachment',
    {
      description: 'Remove one of your offer attachments',
      querystring: z.object({ attachmentId: zRequiredString }),
      response: { 200: z.literal(true) },
      errors: { 404: true },
    },
    async (request) => {
      await deleteBidderAttachment(ctx, currentUser(request), request.query.attachmentId);
      return true as const;
    },
  );

  route.get(
    '/api/tendersupplier/GetSupplierEntry',
    {
      description:
        'Your own entry with its attachments (the owner may name a supplier by userName)',
      querystring: ZSupplierEntryQuery,
      response: { 200: ZSupplierEntry },
      errors: { 403: true, 404: true },
    },
    async (request) => getSupplierEntry(ctx, currentUser(request), request.query),
  );
};
