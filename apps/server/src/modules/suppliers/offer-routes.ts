/** /api/tendersupplier calls about a supplier's proposal: must-haves, description, attachments, finalizing, the entry. */
import { z } from 'zod';
import {
  Messages,
  ZMustHaveResponsesBody,
  ZOfferDescriptionBody,
  ZSupplierEntry,
  ZSupplierEntryQuery,
  ZTenderIdBody,
  ZUploadReply,
  zRequiredString,
} from '@tendermark/shared';
import { currentUser } from '../../lib/auth.ts';
import { badRequest } from '../../lib/errors.ts';
import { routeTable } from '../../lib/route-table.ts';
import type { ModuleRegistrar } from '../index.ts';
import { MAX_ATTACHMENT_BYTES } from '../tenders/attachments-service.ts';
import { fieldOf, readMultipartForm } from '../tenders/multipart-uploads.ts';
import { deleteBidderAttachment, uploadBidderAttachments } from './bidder-attachments-service.ts';
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
        'Attach files to your offer (multipart/form-data: field tenderId and file(s), 10 MB each)',
      querystring: z.object({ tenderId: z.string().optional() }),
      response: { 200: ZUploadReply },
    },
    async (request) => {
      const form = await readMultipartForm(request, { maxFileBytes: MAX_ATTACHMENT_BYTES });
      const tenderId = fieldOf(form, 'tenderId')?.trim() || request.query.tenderId;
      if (!tenderId) throw badRequest(`tenderId: ${Messages.required}`, 'validation_error');
      return uploadBidderAttachments(ctx, currentUser(request), tenderId, form.uploads);
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
