/**
 * External login providers (Google, Facebook, Twitter in the spec). None is configured yet: the
 * list is empty and checking an external token fails with the spec's "not working" message.
 * A provider is added by appending to `externalLoginProviders` and verifying its token below.
 */
import { Messages, type TExternalLogin } from '@tendermark/shared';
import { badRequest } from '../../lib/errors.ts';

export type ExternalLoginProvider = {
  name: 'Google' | 'Facebook' | 'Twitter';
  /** Where the login page sends the browser to start the provider's flow. */
  startUrl: string;
};

export const externalLoginProviders: readonly ExternalLoginProvider[] = [];

export function listExternalLogins(): TExternalLogin[] {
  return externalLoginProviders.map((provider) => ({
    name: provider.name,
    url: provider.startUrl,
  }));
}

export function checkExternalToken(): never {
  throw badRequest(Messages.externalLoginNotWorking, 'external_login_unavailable');
}
