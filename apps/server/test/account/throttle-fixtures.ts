/** Throttle settings and replies shared by the throttling tests (login, look-ups, resets, registrations). */
import { Messages } from '@tendermark/shared';
import type { ThrottleConfig } from '../../src/config.ts';
import { testConfig } from '../helper.ts';

export const rateLimited = { error: 'rate_limited', message: Messages.tooManyRequests };
/** The reply that asks for a solved challenge: on /token in OAuth2's shape, elsewhere the usual one. */
export const plainChallengeRequired = { error: 'challenge_required', message: Messages.captcha };
export const challengeRequired = { ...plainChallengeRequired, error_description: Messages.captcha };

/** Throttle settings for a test: the defaults with some overridden. */
export const throttle = (overrides: Partial<ThrottleConfig>): ThrottleConfig => ({
  ...testConfig().throttle,
  ...overrides,
});
