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
import { routeTable } from '../../lib/route-table.ts';
import type { ModuleRegistrar } from '../../context.ts';
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

export const registerOfferRoutes: ModuleRegistrar = (app, ctx, guards) => {
  const route = routeTable(app, { tags, guard: guards.authenticate });

  route.post(
    '/api/tendersupplier/ResponseMustHaveCondition',
    {
      summary: 'Answer must-have conditions (during the proposal phase)',
      body: ZMustHaveResponsesBody,
      response: { 200: ZSupplierEntry },
    },
    async (request) => respondToMustHaves(ctx, currentUser(request), request.body),
  );

  route.post(
    '/api/tendersupplier/EditOfferDescription',
    {
      summary: 'Describe your offer (during the proposal phase)',
      body: ZOfferDescriptionBody,
      response: { 200: ZSupplierEntry },
    },
    async (request) => editOfferDescription(ctx, currentUser(request), request.body),
  );

  route.post(
    '/api/tendersupplier/FinalizedProposal',
    {
      summary: 'Finalize your proposal (accepted, every must-have checked)',
      body: ZTenderIdBody,
      response: { 200: ZSupplierEntry },
    },
    async (request) => finalizeProposal(ctx, currentUser(request), request.body.tenderId),
  );

  route.post(
    '/api/tendersupplier/UploadAttachmentFromBidder',
    {
      summary:
        'Attach files to your offer (multipart/form-data: field tenderId, then the file(s); ' +
        `${UPLOAD_LIMITS_NOTE}; at most ${UploadLimits.offerAttachments} files and ` +
        `${megabytes(UploadLimits.offerAttachmentBytes)} per offer)`,
      querystring: z.object({ tenderId: z.string().optional() }),
      response: { 200: ZUploadReply },
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

  route.on(
    ['POST', 'DELETE'],
    '/api/tendersupplier/DeleteBidderAttachment',
    {
      summary: 'Remove one of your offer attachments',
      querystring: z.object({ attachmentId: zRequiredString }),
      response: { 200: z.literal(true) },
    },
    async (request) => {
      await deleteBidderAttachment(ctx, currentUser(request), request.query.attachmentId);
      return true as const;
    },
  );

  route.get(
    '/api/tendersupplier/GetSupplierEntry',
    {
      summary: 'Your own entry with its attachments (the owner may name a supplier by userName)',
      querystring: ZSupplierEntryQuery,
      response: { 200: ZSupplierEntry },
    },
    async (request) => getSupplierEntry(ctx, currentUser(request), request.query),
  );
};
