/**
 * Every English UI text of the web app, keyed. The server seeds these into the localization
 * table (missing keys only), and the web app loads them from GetFeLocalizationTexts.
 * Interpolations use i18next's {{name}} syntax.
 */
import { Messages } from '../common/messages.ts';
import { Roles, type Role } from '../common/enums.ts';
import { scheduleProblemTexts, tenderStatusTexts, tenderUiTexts } from './en-tenders.ts';
import { SupplierTexts } from './en-suppliers.ts';
import { RoomTexts } from './en-room.ts';
import { StartupTexts } from './en-startup.ts';
import { ExternalLoginTexts } from './en-external-login.ts';
import { SearchTexts } from './en-search.ts';
import { DashboardTexts } from './en-dashboard.ts';
import { AdminTexts } from './en-admin.ts';
import { ProfileTexts } from './en-profile.ts';
import { OverviewTexts } from './en-overview.ts';
import { BillingTexts } from './en-billing.ts';
import { AwardTexts } from '../award/texts.ts';
import { ExportTexts } from './en-exports.ts';

const uiTexts = {
  'app.name': 'Tendermark',
  ...StartupTexts,

  'shell.skipToContent': 'Skip to main content',
  'shell.mainNavigation': 'Main navigation',
  'shell.openNavigation': 'Open navigation',
  'shell.closeNavigation': 'Close navigation',
  'shell.logo.home': 'Tendermark home',
  'shell.colorScheme.toDark': 'Switch to dark colours',
  'shell.colorScheme.toLight': 'Switch to light colours',
  'shell.login': 'Log in',
  'shell.register': 'Register',
  'shell.userMenu.label': 'Account menu of {{name}}',
  'shell.userMenu.profile': 'Profile',
  'shell.userMenu.changePassword': 'Change password',
  'shell.userMenu.admin': 'Admin area',
  'shell.userMenu.logout': 'Log out',
  'shell.userMenu.plans': 'Plans and pricing',
  'shell.pricing': 'Pricing',

  'nav.dashboard': 'Dashboard',
  'nav.govTenders': 'Government tenders',

  'auth.fields.email': 'E-mail',
  'auth.fields.password': 'Password',
  'auth.fields.newPassword': 'New password',
  'auth.fields.confirmPassword': 'Confirm password',
  'auth.fields.togglePasswordVisibility': 'Show or hide the password',
  'auth.fields.passwordHint': 'At least 8 characters, with a number, a capital and a small letter',
  'auth.common.goToLogin': 'Log in',
  'auth.common.goHome': 'Go to the dashboard',

  'auth.login.title': 'Log in',
  'auth.login.subtitle': 'Welcome back. Log in to your auctions and invitations.',
  'auth.login.formLabel': 'Login form',
  'auth.login.storage.label': 'Keep me signed in',
  'auth.login.storage.local': 'On this device, until I log out',
  'auth.login.storage.session': 'Until I close the browser',
  'auth.login.storage.none': 'Only in this tab (log out on reload)',
  'auth.login.submit': 'Log in',
  'auth.login.forgotPassword': 'Forgot your password?',
  'auth.login.noAccount': 'No account yet?',
  'auth.login.registerLink': 'Register',
  'auth.login.resendActivation': 'Send me a new activation link',
  'auth.resendActivation.title': 'Activate your account',
  'auth.resendActivation.subtitle':
    'Enter the e-mail address you registered with and we send you a new activation link.',
  'auth.resendActivation.formLabel': 'New activation link',
  'auth.resendActivation.submit': 'Send activation link',
  'auth.resendActivation.sentTitle': 'Check your e-mail',
  'auth.resendActivation.sentText':
    'If an account at {{email}} waits for activation, a new activation link is on its way. Earlier links no longer work.',

  'auth.register.title': 'Create your account',
  'auth.register.subtitle': 'Run reverse auctions as a buyer or bid on them as a supplier.',
  'auth.register.formLabel': 'Registration form',
  'auth.register.newsletter': 'Send me the Tendermark newsletter',
  'auth.register.submit': 'Create account',
  'auth.register.haveAccount': 'Already registered?',
  'auth.register.loginLink': 'Log in',
  'auth.register.successTitle': 'Check your e-mail',
  'auth.register.successText':
    'We sent an activation link to {{email}}. Open it to activate your account, then log in.',

  'auth.activation.title': 'Account activation',
  'auth.activation.pending': 'Activating your account…',
  'auth.activation.successTitle': 'Your account is active',
  'auth.activation.successText': 'Thank you for confirming your e-mail. You can log in now.',
  'auth.activation.failureTitle': 'The account could not be activated',
  'auth.activation.choosePasswordTitle': 'Choose your password from your mail',

  'auth.activationEmail.title': 'Contact e-mail confirmation',
  'auth.activationEmail.pending': 'Confirming your contact e-mail…',
  'auth.activationEmail.successTitle': 'Your contact e-mail is confirmed',
  'auth.activationEmail.successText':
    'Messages about your auctions will now be sent to this address.',
  'auth.activationEmail.failureTitle': 'The contact e-mail could not be confirmed',

  'auth.forgotRequest.title': 'Forgot your password?',
  'auth.forgotRequest.subtitle':
    'Enter the e-mail of your account and we will send you a link to set a new password.',
  'auth.forgotRequest.formLabel': 'Password reset request',
  'auth.forgotRequest.submit': 'Send reset link',
  'auth.forgotRequest.backToLogin': 'Back to login',
  'auth.forgotRequest.sentTitle': 'Check your e-mail',
  'auth.forgotRequest.sentText':
    'If an account exists for {{email}}, we sent it a link to set a new password.',

  'auth.resetPassword.title': 'Set a new password',
  'auth.resetPassword.subtitle': 'Choose the password you will log in with from now on.',
  'auth.resetPassword.formLabel': 'New password form',
  'auth.resetPassword.checking': 'Checking your link…',
  'auth.resetPassword.invalidTitle': 'This link can no longer be used',
  'auth.resetPassword.requestAgain': 'Request a new link',
  'auth.resetPassword.submit': 'Save new password',
  'auth.resetPassword.successTitle': 'Your password has been changed',
  'auth.resetPassword.successText': 'Log in with your new password.',

  'profile.title': 'Profile',
  'profile.subtitle': 'Your details, your company and your account.',
  'profile.user.account': 'Account',
  'profile.user.activated': 'Activated',
  'profile.user.notActivated': 'Not activated',
  'profile.user.memberSince': 'Member since',
  'profile.user.planValidUntil': 'Plan valid until',
  'profile.user.remainingFreeTenders': 'Remaining free tenders',
  'profile.changePassword.title': 'Change password',
  'profile.changePassword.oldPassword': 'Current password',
  'profile.changePassword.submit': 'Change password',
  'profile.changePassword.success': 'Your password has been changed',

  'dashboard.title': 'Dashboard',
  'dashboard.signedInAs': 'Signed in as {{name}}',
  'dashboard.notActivated':
    'Your account is not activated yet. Open the link in the e-mail we sent you.',
  'dashboard.plan': 'Your plan',
  'dashboard.planValidUntil': 'Valid until {{date}}',
  'dashboard.openAdmin': 'Open the admin area',
  'dashboard.completeProfile': 'Complete your profile',
  'dashboard.remainingFreeTenders': 'Remaining free tenders',
  'dashboard.remainingFreeTendersHint': 'Each auction you create on the Free plan uses one.',
  'dashboard.pendingInvitations': 'Auction invitations waiting for your answer',
  'dashboard.pendingPublicBidders': 'Suppliers waiting for your approval',

  'landing.pageTitle': 'Online reverse auctions and tenders',
  'landing.eyebrow': 'Online reverse auctions and tenders',
  'landing.title': 'Buy better with live reverse auctions',
  'landing.text':
    'Tendermark lets buyers describe what they need, invite suppliers or open the auction to the public, and run a timed live auction in which every bid is seen the moment it is placed.',
  'landing.register': 'Create a free account',
  'landing.login': 'Log in',
  'landing.feature.tenders.title': 'Tenders in minutes',
  'landing.feature.tenders.text':
    'Items with quantities and expected prices, weighted criteria, must-have conditions and attachments.',
  'landing.feature.live.title': 'A live auction room',
  'landing.feature.live.text':
    'Suppliers bid against one server clock and see their position change as the others bid.',
  'landing.feature.results.title': 'Results you can explain',
  'landing.feature.results.text':
    'Offers are ranked by price and criteria, and every accepted bid is recorded with a receipt.',
  'landing.feature.suppliers.title': 'Open to every supplier',
  'landing.feature.suppliers.text':
    'Suppliers join by invitation or apply to public auctions, and bid from a laptop or a phone.',
  'landing.browse': 'Browse public auctions',
  'landing.how.title': 'How a reverse auction works',
  'landing.how.describe.title': 'Describe what you buy',
  'landing.how.describe.text':
    'Items, quantities and the price you expect, the criteria besides price and their weights.',
  'landing.how.invite.title': 'Invite suppliers or open it to all',
  'landing.how.invite.text':
    'Suppliers send their proposal and accept your must-have conditions before the auction starts.',
  'landing.how.bid.title': 'Suppliers bid live',
  'landing.how.bid.text':
    'For a set time each supplier lowers their own offer and sees their position change at once.',
  'landing.how.award.title': 'Compare and award',
  'landing.how.award.text':
    'Offers are ranked by price and criteria; the results and your savings stay on record.',
  'landing.plans.title': 'Plans',
  'landing.plans.text':
    'Bidding as a supplier is free. Running your own auctions takes a Business plan: see what each plan allows and what it costs.',
  'landing.plans.link': 'See plans and prices',
  'landing.cta.title': 'Ready to run your first auction?',
  'landing.cta.text':
    'Registration takes a minute. Public auctions and government tenders can be browsed without an account.',

  'admin.shell.badge': 'Admin',
  'admin.shell.backToApp': 'Back to Tendermark',
  'admin.nav.dashboard': 'Overview',
  'admin.login.title': 'Administration',
  'admin.login.subtitle': 'Log in with an administrator account.',
  'admin.login.notAdmin': 'This account has no access to the administration.',
  'admin.dashboard.title': 'Administration',
  'admin.dashboard.welcome': 'Welcome, {{name}}',
  'admin.dashboard.text': 'Choose a section to manage Tendermark.',

  'system.notFound.title': 'Page not found',
  'system.notFound.text': 'The address you opened does not exist or has moved.',
  'system.tryAgain': 'Try again',
  'system.error.title': 'Something went wrong',
  'system.error.reload': 'Reload the page',
} as const;

const roleLabels: Record<Role, string> = {
  Translator: 'Translator',
  Admin: 'Admin',
  Free: 'Free',
  BusinessStandard: 'Business Standard',
  BusinessPremium: 'Business Premium',
};

type MessageTexts = { [Key in keyof typeof Messages as `messages.${Key}`]: string };
type RoleTexts = { [Key in Role as `roles.${Key}`]: string };

/** The shared messages of spec §5 and §8, so that validation and server errors are localizable too. */
const messageTexts = Object.fromEntries(
  Object.entries(Messages).map(([key, text]) => [`messages.${key}`, text]),
) as MessageTexts;

const roleTexts = Object.fromEntries(
  Roles.map((role) => [`roles.${role}`, roleLabels[role]]),
) as RoleTexts;

const englishTexts = {
  ...uiTexts,
  ...tenderUiTexts,
  ...messageTexts,
  ...roleTexts,
  ...tenderStatusTexts,
  ...scheduleProblemTexts,
  ...SupplierTexts,
  ...RoomTexts,
  ...ExternalLoginTexts,
  ...SearchTexts,
  ...DashboardTexts,
  ...ProfileTexts,
  ...OverviewTexts,
  ...AdminTexts,
  ...BillingTexts,
  ...ExportTexts,
  ...AwardTexts,
};

export type EnglishTextKey = keyof typeof englishTexts;

export const EnglishTexts: Record<string, string> = englishTexts;
