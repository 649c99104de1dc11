/**
 * Bodies and replies of the supplier calls (/api/tendersupplier/*, DESIGN §3 table), the owner's
 * comments and messages to bidders, and the clarification questions.
 */
import { z } from 'zod';
import { Messages } from '../common/messages.ts';
import { zEmail, zOptionalUserName, zRequiredString, zUserName } from '../common/validators.ts';
import { zText } from '../tenders/schemas.ts';

/** An id in a body: opaque, a string or a number (DESIGN §3). */
export const zBodyId = z
  .union([z.string(), z.number()], { error: Messages.required })
  .transform((id) => String(id).trim())
  .pipe(z.string().min(1, { error: Messages.required }));

const zReason = zText(1000).nullable().optional();

export const MAX_INVITATIONS_PER_CALL = 50;

/** SendInvitationsToTenderSellers body: the e-mail addresses to invite. */
export const ZInvitationEmails = z
  .array(zEmail, { error: Messages.required })
  .min(1, { error: Messages.required })
  .max(MAX_INVITATIONS_PER_CALL);

/** SendInvitationsToTenderSellers query: the tender and an optional personal message. */
export const ZSendInvitationsQuery = z.object({
  tenderId: zRequiredString,
  msg: zText(2000).optional(),
});

export const ZTenderIdBody = z.object({ tenderId: zBodyId });
export type TTenderIdBody = z.infer<typeof ZTenderIdBody>;

/** CreateTenderSeller and DeleteTenderSeller: a supplier by user name (e-mail). */
export const ZTenderSupplierBody = z.object({ tenderId: zBodyId, userName: zUserName });
export type TTenderSupplierBody = z.infer<typeof ZTenderSupplierBody>;

export const ZResponseInvitationBody = z.object({
  tenderId: zBodyId,
  accept: z.boolean({ error: Messages.required }),
  reason: zReason,
});
export type TResponseInvitationBody = z.input<typeof ZResponseInvitationBody>;

export const ZMustHaveResponse = z.object({
  mhcId: zBodyId,
  response: z.boolean({ error: Messages.required }),
});
export type TMustHaveResponse = z.infer<typeof ZMustHaveResponse>;
const zMustHaveResponses = z.array(ZMustHaveResponse).max(50);

export const ZApplyToPublicAuctionBody = z.object({
  tenderId: zBodyId,
  MhcResponse: zMustHaveResponses.default([]),
});
export type TApplyToPublicAuctionBody = z.input<typeof ZApplyToPublicAuctionBody>;

export const ZResponseToPublicBidderBody = z.object({
  tenderId: zBodyId,
  userName: zUserName,
  approve: z.boolean({ error: Messages.required }),
  reason: zReason,
});
export type TResponseToPublicBidderBody = z.input<typeof ZResponseToPublicBidderBody>;

/** BlockBidder and UnblockBidder: `user` is the supplier's user name. */
export const ZBlockBidderBody = z.object({
  tenderId: zBodyId,
  user: zRequiredString,
  reason: zReason,
});
export type TBlockBidderBody = z.input<typeof ZBlockBidderBody>;

export const ZRejoinAuctionBody = z.object({
  tenderId: zBodyId,
  reason: zText(1000, { required: true }),
});

export const ZFavoriteBody = z.object({ tenderId: zBodyId, isFavorite: z.boolean().default(true) });
export const ZFavoriteReply = z.object({ tenderId: z.string(), isFavorite: z.boolean() });
export type TFavoriteReply = z.infer<typeof ZFavoriteReply>;

export const ZMustHaveResponsesBody = z.object({
  tenderId: zBodyId,
  responses: zMustHaveResponses,
});
export type TMustHaveResponsesBody = z.input<typeof ZMustHaveResponsesBody>;

export const ZOfferDescriptionBody = z.object({
  tenderId: zBodyId,
  offerDescription: zText(4000).nullable(),
});

export const MAX_DEMO_BIDDERS = 5;
export const DEFAULT_DEMO_BIDDERS = 3;
export const ZAddDemoBiddersBody = z.object({
  tenderId: zBodyId,
  count: z.coerce.number().int().min(1).max(MAX_DEMO_BIDDERS).default(DEFAULT_DEMO_BIDDERS),
});

export const ZCommentOfferBody = z.object({
  tenderId: zBodyId,
  userName: zUserName,
  comment: zText(2000, { required: true }),
});
export type TCommentOfferBody = z.input<typeof ZCommentOfferBody>;

/** POST /api/tender/MessageToBidders?id, body { msg }. */
export const ZMessageToBiddersBody = z.object({ msg: zText(4000, { required: true }) });

/** GetSupplierEntry: the caller's own entry; the owner may name a supplier. */
export const ZSupplierEntryQuery = z.object({
  tenderId: zRequiredString,
  userName: zOptionalUserName,
});

export const ZAskQuestionBody = z.object({
  tenderId: zBodyId,
  question: zText(2000, { required: true }),
});
export const ZAnswerQuestionBody = z.object({
  questionId: zBodyId,
  answer: zText(4000, { required: true }),
});

/** A clarification question; `askedBy` only for the owner, `isMine` for the asking supplier. */
export const ZQuestion = z.object({
  id: z.string(),
  tenderId: z.string(),
  question: z.string(),
  answer: z.string().nullable(),
  askedDate: z.string(),
  answeredDate: z.string().nullable(),
  askedBy: z.string().nullable(),
  isMine: z.boolean(),
});
export type TQuestion = z.infer<typeof ZQuestion>;

/** The add-contact-by-e-mail and invite-by-e-mail forms share the e-mail rule. */
export const ZInviteByEmailForm = z.object({ email: zEmail });
