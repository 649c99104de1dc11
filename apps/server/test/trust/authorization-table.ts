/**
 * Who may call what: one row per route of the OpenAPI document, one column per caller.
 * ok = 2xx/3xx; refused = passes authorization but the minimal request is refused on its content
 * or the tender's state (a 4xx other than 401/403/404); 401/403/404 = denied with exactly that status.
 * Calls are made on a fresh fixture tender (running auction unless STAGES says otherwise).
 */
import type { TestApp } from '../helper.ts';
import { countryIdOf } from '../tenders/helpers.ts';
import { PDF } from '../tenders/uploads.ts';
import { CALLERS, type Caller, type FixtureStage } from './fixture.ts';
import type { CallSpec, RequestContext } from './requests.ts';

export type Outcome = 'ok' | 'refused' | 401 | 403 | 404;

// prettier-ignore
const TABLE = `
#                                                  anon    unrel   invited accepted blocked owner   transl  admin
GET    /api/health                                  ok      ok      ok      ok      ok      ok      ok      ok
GET    /api/health/live                             ok      ok      ok      ok      ok      ok      ok      ok
GET    /api/health/ready                            ok      ok      ok      ok      ok      ok      ok      ok
GET    /api/settings/GetServerTime                  ok      ok      ok      ok      ok      ok      ok      ok
GET    /api/account/Roles                           ok      ok      ok      ok      ok      ok      ok      ok
GET    /api/account/Challenge                       ok      ok      ok      ok      ok      ok      ok      ok
GET    /api/codelist/Currency                       ok      ok      ok      ok      ok      ok      ok      ok
GET    /api/codelist/UnitOfMeasurement              ok      ok      ok      ok      ok      ok      ok      ok
GET    /api/codelist/Industry                       ok      ok      ok      ok      ok      ok      ok      ok
GET    /api/codelist/UnitOfTenderCriterion          ok      ok      ok      ok      ok      ok      ok      ok
GET    /api/codelist/Country                        ok      ok      ok      ok      ok      ok      ok      ok
GET    /api/codelist/SupplierInvitationStatus       ok      ok      ok      ok      ok      ok      ok      ok
GET    /api/codelist/TenderStatus                   ok      ok      ok      ok      ok      ok      ok      ok
GET    /api/codelist/tWikiCategory                  ok      ok      ok      ok      ok      ok      ok      ok
GET    /api/codelist/CanadaProvince                 ok      ok      ok      ok      ok      ok      ok      ok
GET    /api/codelist/USState                        ok      ok      ok      ok      ok      ok      ok      ok
GET    /api/admin/GetFeLocalizationTexts            ok      ok      ok      ok      ok      ok      ok      ok
GET    /api/admin/GetQuestionsAndAnswersFromWiki    ok      ok      ok      ok      ok      ok      ok      ok
POST   /api/admin/SaveClientErrorLog                ok      ok      ok      ok      ok      ok      ok      ok
POST   /api/account/ReportIssue                     ok      ok      ok      ok      ok      ok      ok      ok
POST   /api/account/UserExistsInSystem              ok      ok      ok      ok      ok      ok      ok      ok
# Login and self-service by mailed token: public, the secret (password, token) is the authorization.
POST   /token                                       refused refused refused refused refused refused refused refused
POST   /api/account/Register                        ok      ok      ok      ok      ok      ok      ok      ok
POST   /api/account/RequestResetPassword            ok      ok      ok      ok      ok      ok      ok      ok
POST   /api/account/ResendActivation                ok      ok      ok      ok      ok      ok      ok      ok
POST   /api/account/CheckToken                      refused refused refused refused refused refused refused refused
POST   /api/account/ResetPassword                   refused refused refused refused refused refused refused refused
PATCH  /api/account/Activate                        refused refused refused refused refused refused refused refused
GET    /api/settings/ActivateContactEmail           refused refused refused refused refused refused refused refused
POST   /api/settings/ConfirmNewsLetter              refused refused refused refused refused refused refused refused
POST   /api/notifications/Unsubscribe               refused refused refused refused refused refused refused refused
GET    /api/company/CheckDeleteProfileToken         refused refused refused refused refused refused refused refused
DELETE /api/company/DeleteProfile                   refused refused refused refused refused refused refused refused
POST   /api/account/CheckExternalToken              refused refused refused refused refused refused refused refused
GET    /api/account/ExternalLogins                  ok      ok      ok      ok      ok      ok      ok      ok
GET    /api/account/ExternalLogin                   ok      ok      ok      ok      ok      ok      ok      ok
GET    /api/account/ExternalLoginCallback/{provider} ok     ok      ok      ok      ok      ok      ok      ok
# Billing is switched off in tests; in production the webhook is authorized by its signature.
POST   /api/billing/Webhook                         404     404     404     404     404     404     404     404
POST   /api/billing/StripeWebhook                   404     404     404     404     404     404     404     404
# The plans page is public; with a token it adds the caller's own standing.
GET    /api/billing/GetPlans                        ok      ok      ok      ok      ok      ok      ok      ok
# A Free user's one trial (the business users already have a plan: 409).
POST   /api/billing/StartTrial                      401     refused ok      ok      ok      refused ok      ok
# Checkout and portal need Stripe, switched off in tests (404 once signed in).
POST   /api/billing/CreateCheckoutSession           401     404     404     404     404     404     404     404
POST   /api/billing/CreatePortalSession             401     404     404     404     404     404     404     404
# Public search; the results hold only public tenders (checked in search/public-tenders.test.ts).
POST   /api/company/SearchInAuctions                ok      ok      ok      ok      ok      ok      ok      ok
POST   /api/company/GetInfoTendersFromSearch        ok      ok      ok      ok      ok      ok      ok      ok
POST   /api/company/SearchInGovAuctions             ok      ok      ok      ok      ok      ok      ok      ok
POST   /api/company/GetInfoGovTendersFromSearch     ok      ok      ok      ok      ok      ok      ok      ok
GET    /api/company/GetGovTenderNotice              404     404     404     404     404     404     404     404
GET    /api/tender/LatestPublicTenders              ok      ok      ok      ok      ok      ok      ok      ok
GET    /api/tender/GetPublicTenderOverview          ok      ok      ok      ok      ok      ok      ok      ok
# Open data (OCDS): public and read only (test/open-data); an ocid never published is 404 to all.
GET    /api/ocds/releases                           ok      ok      ok      ok      ok      ok      ok      ok
GET    /api/ocds/records                            ok      ok      ok      ok      ok      ok      ok      ok
GET    /api/ocds/records/{ocid}                     404     404     404     404     404     404     404     404
GET    /api/ocds/publication-policy                 ok      ok      ok      ok      ok      ok      ok      ok
# Any signed-in user, on their own data only.
POST   /api/account/Logout                          401     ok      ok      ok      ok      ok      ok      ok
POST   /api/account/ChangePassword                  401     refused refused refused refused refused refused refused
GET    /api/account/UserInfo                        401     ok      ok      ok      ok      ok      ok      ok
GET    /api/account/GetMySavings                    401     ok      ok      ok      ok      ok      ok      ok
GET    /api/settings/GetUserDetails                 401     ok      ok      ok      ok      ok      ok      ok
PUT    /api/settings/UpdateUserDetails              401     ok      ok      ok      ok      ok      ok      ok
PUT    /api/settings/UpdateCompanyDetails           401     ok      ok      ok      ok      ok      ok      ok
POST   /api/settings/SaveSurvey                     401     ok      ok      ok      ok      ok      ok      ok
POST   /api/settings/SaveAddress                    401     ok      ok      ok      ok      ok      ok      ok
GET    /api/company/GetMyAddresses                  401     ok      ok      ok      ok      ok      ok      ok
GET    /api/settings/GetCollaborators               401     ok      ok      ok      ok      ok      ok      ok
# Inviting a collaborator needs company details first (409 without them).
POST   /api/settings/InviteCollaborator             401     refused refused refused refused refused refused refused
# Nobody has a pending invitation or a collaborator in the fixture: each caller sees only their own.
DELETE /api/settings/CancelCollaboratorInvitation   401     404     404     404     404     404     404     404
DELETE /api/settings/RemoveCollaborator             401     404     404     404     404     404     404     404
GET    /api/settings/GetCompanyInvitation           401     refused refused refused refused refused refused refused
POST   /api/settings/AcceptCompanyInvitation        401     refused refused refused refused refused refused refused
GET    /api/settings/GetNewsLetterStatus            401     ok      ok      ok      ok      ok      ok      ok
PUT    /api/settings/SubscribeForNewsLetter         401     ok      ok      ok      ok      ok      ok      ok
PUT    /api/settings/UnSubscribeForNewsLetter       401     ok      ok      ok      ok      ok      ok      ok
POST   /api/tender/CreateNewTenderId                401     ok      ok      ok      ok      ok      ok      ok
GET    /api/tender/TenderDtoWithDefaults            401     ok      ok      ok      ok      ok      ok      ok
GET    /api/tender/MyLastOpenTender                 401     ok      ok      ok      ok      ok      ok      ok
GET    /api/tender/GetMyTenders                     401     ok      ok      ok      ok      ok      ok      ok
GET    /api/tender/GetMyAuctionOverviews            401     ok      ok      ok      ok      ok      ok      ok
GET    /api/notifications/GetNotificationsForUser   401     ok      ok      ok      ok      ok      ok      ok
PATCH  /api/notifications/SetSelectedNotificationAsRead 401 ok      ok      ok      ok      ok      ok      ok
GET    /api/notifications/GetUnreadCount            401     ok      ok      ok      ok      ok      ok      ok
GET    /api/notifications/GetMailPreferences        401     ok      ok      ok      ok      ok      ok      ok
PUT    /api/notifications/UpdateMailPreferences     401     ok      ok      ok      ok      ok      ok      ok
POST   /api/company/RequestDeleteProfile            401     ok      ok      ok      ok      ok      ok      ok
POST   /api/company/SearchInCompanies               401     ok      ok      ok      ok      ok      ok      ok
POST   /api/company/GetInfoComapniesFromSearch      401     ok      ok      ok      ok      ok      ok      ok
GET    /api/company/GetContacts                     401     ok      ok      ok      ok      ok      ok      ok
POST   /api/company/AddToContactList                401     ok      ok      ok      ok      ok      ok      ok
GET    /api/company/IsInContactList                 401     ok      ok      ok      ok      ok      ok      ok
GET    /api/company/IsInContactListByUsername       401     ok      ok      ok      ok      ok      ok      ok
POST   /api/search/SaveSearch                       401     ok      ok      ok      ok      ok      ok      ok
GET    /api/search/GetSavedSearches                 401     ok      ok      ok      ok      ok      ok      ok
# The accepted supplier is in the owner's contact list only; the saved search is the owner's.
DELETE /api/company/RemoveFromContactList           401     404     404     404     404     ok      404     404
PUT    /api/company/EditCompanyName                 401     404     404     404     404     ok      404     404
DELETE /api/search/DeleteSavedSearch                401     404     404     404     404     ok      404     404
# A user's public overview (of the owner) is for anyone signed in; it holds no e-mail (see profile tests).
GET    /api/account/GetUserOverview                 401     ok      ok      ok      ok      ok      ok      ok
GET    /api/account/GetUserOverviewList             401     ok      ok      ok      ok      ok      ok      ok
# Suggestions are a paid feature: business roles only (the suppliers, translator and admin are not).
GET    /api/tender/SuggestedPublicTenders           401     ok      403     403     403     ok      403     403
# Admin area.
POST   /api/admin/GiveTrialToUser                   401     403     403     403     403     403     403     ok
GET    /api/admin/GetOutboxMails                    401     403     403     403     403     403     403     ok
GET    /api/admin/GetIssueReports                   401     403     403     403     403     403     403     ok
GET    /api/admin/GetSurveyAnswers                  401     403     403     403     403     403     403     ok
GET    /api/admin/GetUserList                       401     403     403     403     403     403     403     ok
GET    /api/admin/GetUserProfiles                   401     403     403     403     403     403     403     ok
GET    /api/admin/GetUserOverview                   401     403     403     403     403     403     403     ok
DELETE /api/admin/DeleteUserFromSystem              401     403     403     403     403     403     403     ok
GET    /api/admin/GetClientErrorLogs                401     403     403     403     403     403     403     ok
GET    /api/admin/GetAuditLog                       401     403     403     403     403     403     403     ok
GET    /api/admin/GetMaintenance                    401     403     403     403     403     403     403     ok
POST   /api/admin/SetMaintenance                    401     403     403     403     403     403     403     ok
POST   /api/admin/FreezeTender                      401     403     403     403     403     403     403     ok
# Unfreezing a tender that is not frozen is refused (409) even for the admin.
POST   /api/admin/UnfreezeTender                    401     403     403     403     403     403     403     refused
# Only an admin imports rates (the call sends ECB XML, the body the document declares).
POST   /api/admin/ImportExchangeRates               401     403     403     403     403     403     403     ok
POST   /api/admin/AddWikiCategory                   401     403     403     403     403     403     403     ok
POST   /api/admin/EditWikiCategory                  401     403     403     403     403     403     403     ok
POST   /api/admin/RemoveWikiCategory                401     403     403     403     403     403     403     refused
POST   /api/admin/AddQuestionAndAnswerToWiki        401     403     403     403     403     403     403     ok
PUT    /api/admin/EditQuestionAndAnswerToWiki       401     403     403     403     403     403     403     ok
DELETE /api/admin/DeleteQuestionAndAnswerFromWiki   401     403     403     403     403     403     403     ok
# Translators read and check the texts; only admins change them.
GET    /api/admin/GetLocalizationTexts              401     403     403     403     403     403     ok      ok
GET    /api/admin/CheckLocalizationsIntegrity       401     403     403     403     403     403     ok      ok
POST   /api/admin/AddLocalizationText               401     403     403     403     403     403     403     ok
POST   /api/admin/EditLocalizationText              401     403     403     403     403     403     403     ok
DELETE /api/admin/DeleteLocalizationText            401     403     403     403     403     403     403     ok
# The tender: its existence is hidden (404) from users without a relation, admins and translators
# included (they act on tenders through FreezeTender only); a blocked supplier is told 403.
GET    /api/tender/GetTender                        401     404     ok      ok      403     ok      404     404
GET    /api/tender/GetQuestions                     401     404     ok      ok      403     ok      404     404
# Attachments of a non-public tender: anonymous callers get 404, not 401, so ids reveal nothing.
GET    /api/tender/GetFileById                      404     404     ok      ok      403     ok      404     404
# Owner-only actions; suppliers know the tender, so they are told 403.
POST   /api/tender/UpdateTender                     401     404     403     403     403     ok      404     404
POST   /api/tender/DuplicateTender                  401     404     403     403     403     ok      404     404
GET    /api/tender/GetTenderAuditLog                401     404     403     403     403     ok      404     404
PUT    /api/tender/ScheduleTender                   401     404     403     403     403     ok      404     404
POST   /api/tender/CancelTender                     401     404     403     403     403     ok      404     404
PATCH  /api/tender/HideTender                       401     404     403     403     403     ok      404     404
DELETE /api/tender/DeleteTenderDraft                401     404     403     403     403     ok      404     404
# Only drafts and ended tenders can be deleted; the fixture is running, so the owner is refused (409).
POST   /api/tender/DeleteTender                     401     404     403     403     403     refused 404     404
POST   /api/tender/UploadAttachment                 401     404     403     403     403     ok      404     404
POST   /api/tender/UploadMainPicture                401     404     403     403     403     ok      404     404
DELETE /api/tender/DeleteMainPicture                401     404     403     403     403     ok      404     404
DELETE /api/tender/DeleteAttachmentById             401     404     403     403     403     ok      404     404
PUT    /api/tender/ProlongTender                    401     404     403     403     403     ok      404     404
POST   /api/tender/AddAnnouncement                  401     404     403     403     403     ok      404     404
POST   /api/tender/MessageToBidders                 401     404     403     403     403     ok      404     404
POST   /api/tender/AnswerQuestion                   401     404     403     403     403     ok      404     404
POST   /api/tendersupplier/SendInvitationsToTenderSellers 401 404   403     403     403     ok      404     404
POST   /api/tendersupplier/CreateTenderSeller       401     404     403     403     403     ok      404     404
# Demo bidders join demo tenders only: the owner of a real tender is refused (409).
POST   /api/tendersupplier/AddDemoBidders           401     404     403     403     403     refused 404     404
# The fixture has no pending public applicant, so the owner's answer is refused (409).
POST   /api/tendersupplier/ResponseToPublicBidder   401     404     403     403     403     refused 404     404
POST   /api/tendersupplier/BlockBidder              401     404     403     403     403     ok      404     404
POST   /api/tendersupplier/UnblockBidder            401     404     403     403     403     ok      404     404
POST   /api/tendersupplier/DeleteTenderSeller       401     404     403     403     403     ok      404     404
POST   /api/tendersupplier/CommentOffer             401     404     403     403     403     ok      404     404
# A public tender (the fixture for these two rows) may be shared and applied to by anyone signed in
# but its blocked supplier; the owner and existing suppliers cannot apply (403/409).
POST   /api/tender/ShareAuction                     401     ok      ok      ok      403     ok      ok      ok
# The live auction: bids by accepted suppliers only; the room (history, chain) for them and the owner.
POST   /api/tendersupplier/BidToItem                401     403     403     ok      403     403     403     403
POST   /api/tendersupplier/BidToCriterion           401     403     403     ok      403     403     403     403
GET    /api/tender/VerifyBidChain                   401     404     404     ok      404     ok      404     404
GET    /api/tender/GetBidHistory                    401     404     404     ok      404     ok      404     404
GET    /api/tender/GetBestPriceHistory              401     404     404     ok      404     ok      404     404
GET    /api/tender/ActiveOnTender                   401     404     404     ok      404     ok      404     404
GET    /api/tender/GetAuctionResult                 401     404     404     ok      404     ok      404     404
# Formats (issue 30) on the fixture's open (English) auction: lots are readable (none here), the
# Japanese and Dutch acceptances and the sealed offer are refused for the format; the clock lots
# answer 404 to whoever is not in the room, as the room's other calls do.
GET    /api/tender/GetLots                          401     404     404     ok      404     ok      404     404
POST   /api/tendersupplier/AcceptLevel              401     404     404     refused 404     404     404     404
POST   /api/tendersupplier/DropOut                  401     404     404     refused 404     404     404     404
POST   /api/tendersupplier/AcceptOffer              401     404     404     refused 404     404     404     404
POST   /api/tendersupplier/SubmitSealedOffer        401     404     403     refused 403     403     404     404
GET    /api/tendersupplier/GetSealedOfferStatus     401     404     refused refused 403     403     404     404
GET    /api/tender/GetSealedOffers                  401     404     403     403     403     refused 404     404
GET    /api/tender/GetAuctionOverview               401     404     404     ok      404     ok      404     404
GET    /api/tender/ExportAuctionOverviewPdf         401     404     404     ok      404     ok      404     404
# The comparison and the award of an ended tender: its owner's (participants 403, anyone else 404).
# The fixture's accepted supplier never bid (AwardTender: 400), nothing is awarded yet (cancel and
# final: 409).
GET    /api/tender/GetTenderComparison              401     404     403     403     403     ok      404     404
POST   /api/tender/AwardTender                      401     404     403     403     403     refused 404     404
POST   /api/tender/CloseWithoutAward                401     404     403     403     403     ok      404     404
POST   /api/tender/CancelAward                      401     404     403     403     403     refused 404     404
POST   /api/tender/FinalizeAward                    401     404     403     403     403     refused 404     404
# Exports (issue 29), like the room: the owner and accepted suppliers only (a supplier gets their own
# bids); the ranking is the owner's. No award in the fixture: the letter is refused (409).
GET    /api/tender/ExportBidHistory                 401     404     404     ok      404     ok      404     404
GET    /api/tender/ExportRanking                    401     404     404     403     404     ok      404     404
# The comparison's export answers as GetTenderComparison: every supplier of the tender is told 403.
GET    /api/tender/ExportComparison                 401     404     403     403     403     ok      404     404
GET    /api/tender/GetAwardLetterPdf                401     404     404     refused 404     refused 404     404
# The calendar of a private tender: whoever sees the tender (a blocked supplier is told 403).
GET    /api/tender/GetTenderCalendar                404     404     ok      ok      403     ok      404     404
# A supplier's own participation. State decides between ok and refused (409): an invitation is
# answered by the invited supplier only, leaving by the accepted one; the owner is no supplier (403).
POST   /api/tendersupplier/ResponseInvitation       401     404     ok      refused 403     403     404     404
POST   /api/tendersupplier/LeaveAuction             401     404     refused ok      403     403     404     404
POST   /api/tendersupplier/RejoinAuction            401     404     refused refused 403     403     404     404
POST   /api/tendersupplier/ApplyToPublicAuction     401     ok      refused refused 403     403     ok      ok
POST   /api/tendersupplier/ResponseMustHaveCondition 401    404     refused ok      403     403     404     404
POST   /api/tendersupplier/EditOfferDescription     401     404     refused ok      403     403     404     404
POST   /api/tendersupplier/FinalizedProposal        401     404     refused ok      403     403     404     404
POST   /api/tendersupplier/UploadAttachmentFromBidder 401   404     refused ok      403     403     404     404
# Only the uploader (the accepted supplier) removes a bidder attachment; for anyone else it does not exist.
POST   /api/tendersupplier/DeleteBidderAttachment   401     404     404     ok      404     404     404     404
DELETE /api/tendersupplier/DeleteBidderAttachment   401     404     404     ok      404     404     404     404
# The owner bookmarks too; a favourite by an invited supplier does not change their status.
POST   /api/tendersupplier/AddTenderToFavoriter     401     404     ok      ok      403     ok      404     404
GET    /api/tendersupplier/GetSupplierEntry         401     404     ok      ok      403     ok      404     404
POST   /api/tendersupplier/AskQuestion              401     404     ok      ok      403     403     404     404
`;

function parseTable(text: string): Record<string, Record<Caller, Outcome>> {
  const rows: Record<string, Record<Caller, Outcome>> = {};
  for (const line of text.split('\n')) {
    if (!line.trim() || line.startsWith('#')) continue;
    const [method, routePath, ...cells] = line.trim().split(/\s+/);
    if (cells.length !== CALLERS.length) throw new Error(`table row needs 8 outcomes: ${line}`);
    const outcomes = cells.map((cell) => (/^\d+$/.test(cell) ? Number(cell) : cell) as Outcome);
    rows[`${method} ${routePath}`] = Object.fromEntries(
      CALLERS.map((caller, index) => [caller, outcomes[index]]),
    ) as Record<Caller, Outcome>;
  }
  return rows;
}

/** Routes whose tender must be in another phase than a running auction. */
const STAGES: Record<string, FixtureStage> = {
  'POST /api/tender/UpdateTender': 'draft',
  'PUT /api/tender/ScheduleTender': 'draft',
  'DELETE /api/tender/DeleteTenderDraft': 'draft',
  'POST /api/tender/UploadAttachment': 'draft',
  'POST /api/tender/UploadMainPicture': 'draft',
  'DELETE /api/tender/DeleteMainPicture': 'draft',
  'DELETE /api/tender/DeleteAttachmentById': 'draft',
  'POST /api/tendersupplier/CreateTenderSeller': 'draft',
  'POST /api/tendersupplier/SendInvitationsToTenderSellers': 'proposals',
  'POST /api/tendersupplier/ResponseInvitation': 'proposals',
  'POST /api/tendersupplier/ResponseMustHaveCondition': 'proposals',
  'POST /api/tendersupplier/EditOfferDescription': 'proposals',
  'POST /api/tendersupplier/FinalizedProposal': 'proposals',
  'POST /api/tendersupplier/UploadAttachmentFromBidder': 'proposals',
  'POST /api/tendersupplier/DeleteBidderAttachment': 'proposals',
  'DELETE /api/tendersupplier/DeleteBidderAttachment': 'proposals',
  'POST /api/tendersupplier/ApplyToPublicAuction': 'public',
  'GET /api/tender/GetPublicTenderOverview': 'public',
  'POST /api/tender/ShareAuction': 'public',
  'GET /api/tender/GetAuctionOverview': 'ended',
  'GET /api/tender/ExportAuctionOverviewPdf': 'ended',
  'GET /api/tender/GetTenderComparison': 'ended',
  'POST /api/tender/AwardTender': 'ended',
  'POST /api/tender/CloseWithoutAward': 'ended',
  'POST /api/tender/CancelAward': 'ended',
  'POST /api/tender/FinalizeAward': 'ended',
  'GET /api/tender/ExportBidHistory': 'ended',
  'GET /api/tender/ExportRanking': 'ended',
  'GET /api/tender/ExportComparison': 'ended',
  'GET /api/tender/GetAwardLetterPdf': 'ended',
};

const austria = (app: TestApp) => ({ id: countryIdOf(app, 'AT'), code: 'AT' });
const strongPassword = 'Correct-horse-battery-9';
const pdfForm = (tenderId: string) => {
  const body = new FormData();
  body.append('tenderId', tenderId);
  body.append('file', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), 'offer.pdf');
  return body;
};

/** Requests the OpenAPI document cannot derive: real ids of another kind, valid passwords, files. */
const CALLS: Record<string, (context: RequestContext) => CallSpec | Promise<CallSpec>> = {
  // Off: the admin's call succeeds without putting the rest of the run in maintenance.
  'POST /api/admin/SetMaintenance': () => ({ body: { on: false } }),
  // The ECB's XML, as the document says the route takes it: one rate of a day long past, older
  // than the rates the app starts with, so that no tender's converted totals move.
  'POST /api/admin/ImportExchangeRates': () => ({
    raw: {
      contentType: 'text/xml',
      payload: '<Cube><Cube time="2000-01-03"><Cube currency="USD" rate="1.0090"/></Cube></Cube>',
    },
  }),
  'POST /api/account/ChangePassword': () => ({
    body: {
      oldPassword: strongPassword,
      newPassword: `${strongPassword}!`,
      confirmPassword: `${strongPassword}!`,
    },
  }),
  'POST /api/account/Register': ({ caller }) => ({
    body: {
      email: `register-${caller}-${Date.now()}@tendermark.test`,
      password: strongPassword,
      confirmPassword: strongPassword,
    },
  }),
  'PUT /api/tender/ProlongTender': ({ fixture }) => ({
    query: { tenderId: fixture.tenderId, length: '5' },
  }),
  'POST /api/tendersupplier/SendInvitationsToTenderSellers': ({ fixture }) => ({
    query: { tenderId: fixture.tenderId },
    body: ['new-supplier@tendermark.test'],
  }),
  'POST /api/tender/UpdateTender': async ({ app, fixture }) => {
    const reply = await app.inject({
      method: 'GET',
      url: `/api/tender/GetTender?id=${fixture.tenderId}`,
      headers: { authorization: `Bearer ${fixture.users.owner.token}` },
    });
    return { body: { ...(reply.json() as object), name: 'Renamed' } };
  },
  'POST /api/tender/UploadAttachment': ({ fixture }) => ({ form: pdfForm(fixture.tenderId) }),
  'POST /api/tender/UploadMainPicture': ({ fixture }) => {
    const body = new FormData();
    body.append('tenderId', fixture.tenderId);
    const png = new Uint8Array([
      0x89,
      0x50,
      0x4e,
      0x47,
      0x0d,
      0x0a,
      0x1a,
      0x0a,
      ...new Array(32).fill(7),
    ]);
    body.append('file', new Blob([png], { type: 'image/png' }), 'picture.png');
    return { form: body };
  },
  'POST /api/tendersupplier/UploadAttachmentFromBidder': ({ fixture }) => ({
    form: pdfForm(fixture.tenderId),
  }),
  'POST /api/tendersupplier/DeleteBidderAttachment': ({ fixture }) => ({
    query: { attachmentId: fixture.bidderAttachmentId },
  }),
  'DELETE /api/tendersupplier/DeleteBidderAttachment': ({ fixture }) => ({
    query: { attachmentId: fixture.bidderAttachmentId },
  }),
  'POST /api/tendersupplier/UnblockBidder': ({ fixture }) => ({
    body: { tenderId: fixture.tenderId, user: fixture.users.blocked.user.userName },
  }),
  'GET /api/tendersupplier/GetSupplierEntry': ({ fixture, caller }) => ({
    query: {
      tenderId: fixture.tenderId,
      // The owner reads an applicant's entry; suppliers read their own.
      ...(caller === 'owner' ? { userName: fixture.users.accepted.user.userName } : {}),
    },
  }),
  'GET /api/account/GetUserOverview': ({ fixture }) => ({
    query: { id: fixture.users.owner.user.id },
  }),
  'GET /api/admin/GetUserOverview': ({ fixture }) => ({
    query: { id: fixture.users.accepted.user.id },
  }),
  'POST /api/company/AddToContactList': ({ fixture, caller }) => ({
    body: { userName: fixture.users[caller === 'invited' ? 'blocked' : 'invited'].user.userName },
  }),
  'POST /api/tendersupplier/CreateTenderSeller': ({ fixture }) => ({
    body: { tenderId: fixture.tenderId, userName: fixture.users.unrelated.user.userName },
  }),
  'PUT /api/settings/UpdateCompanyDetails': ({ app }) => ({
    body: {
      name: 'Paper Ltd',
      web: 'https://paper.example',
      branches: 1,
      address: { streetAddress: 'Main 1', city: 'Vienna', zipCode: '1010', country: austria(app) },
    },
  }),
  'POST /api/settings/SaveSurvey': ({ app }) => ({
    body: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      country: austria(app),
      defaultCurrency: 'EUR',
      message: 'Fine.',
    },
  }),
  'DELETE /api/company/RemoveFromContactList': ({ fixture }) => ({
    query: { userName: fixture.users.accepted.user.userName },
  }),
  'PUT /api/company/EditCompanyName': ({ fixture }) => ({
    body: { userName: fixture.users.accepted.user.userName, customName: 'Paper Ltd' },
  }),
  'DELETE /api/search/DeleteSavedSearch': ({ fixture }) => ({
    query: { id: fixture.savedSearchId },
  }),
  'POST /api/admin/EditWikiCategory': ({ fixture }) => ({
    body: { id: fixture.wikiCategoryId, name: 'Renamed' },
  }),
  // The fixture's category still holds an entry, so removing it is refused (409) even for the admin.
  'POST /api/admin/RemoveWikiCategory': ({ fixture }) => ({ body: { id: fixture.wikiCategoryId } }),
  'POST /api/admin/AddQuestionAndAnswerToWiki': ({ fixture }) => ({
    body: { question: 'Q?', answer: 'A.', categoryId: fixture.wikiCategoryId },
  }),
  'PUT /api/admin/EditQuestionAndAnswerToWiki': ({ fixture }) => ({
    body: {
      id: fixture.wikiEntryId,
      question: 'Q?',
      answer: 'A.',
      categoryId: fixture.wikiCategoryId,
    },
  }),
  'DELETE /api/admin/DeleteQuestionAndAnswerFromWiki': ({ fixture }) => ({
    query: { id: String(fixture.wikiEntryId) },
  }),
  'POST /api/admin/FreezeTender': ({ fixture }) => ({ query: { tenderId: fixture.tenderId } }),
};

export type Row = {
  expect: Record<Caller, Outcome>;
  stage?: FixtureStage;
  call?: (context: RequestContext) => CallSpec | Promise<CallSpec>;
};

export const authorizationTable: Record<string, Row> = Object.fromEntries(
  Object.entries(parseTable(TABLE)).map(([key, expected]) => [
    key,
    { expect: expected, stage: STAGES[key], call: CALLS[key] },
  ]),
);
