/** Texts of external login: the provider buttons of the login and register pages and the /token page. */
export const ExternalLoginTexts = {
  'auth.external.or': 'or',
  'auth.external.providersLabel': 'Log in with another account',
  'auth.external.continueWith': 'Continue with {{provider}}',
  'auth.external.title': 'External login',
  'auth.external.checking': 'Signing you in…',
  'auth.external.register.title': 'Finish your registration',
  'auth.external.register.subtitle':
    'You signed in with {{provider}}. Confirm the e-mail address of your Tendermark account.',
  'auth.external.register.subtitleNoEmail':
    '{{provider}} does not share your e-mail address. Enter the address for your Tendermark account; we will send it an activation link.',
  'auth.external.register.otherEmailHint':
    'Another address than the one {{provider}} confirmed needs to be activated from the link we send it.',
  'auth.external.register.formLabel': 'Finish registration form',
  'auth.external.register.submit': 'Create account',
  'auth.external.failure.notActivated': 'Activate your account first',
  'auth.external.failure.notAuthenticated': 'Please log in',
  'auth.external.failure.notWorking': 'External login failed',
} as const;
