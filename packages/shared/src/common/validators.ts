/** Field validators of spec §5, shared by web forms and server request schemas. */
import { z } from 'zod';
import { Constants } from './enums.ts';
import { Messages } from './messages.ts';

/** local part, @, domain, and a 2–4 letter top-level domain (spec §5). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[a-zA-Z]{2,4}$/;
export const PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).+$/;
export const AMOUNT_PATTERN = /^(\d+(\.\d{1,2})?)?$/;
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
export const DATE_TIME_PATTERN = /^\d{4}-\d{2}-\d{2} ([01]\d|2[0-3]):[0-5]\d$/;

export const zRequiredString = z
  .string({ error: Messages.required })
  .trim()
  .min(1, { error: Messages.required });

const emailTooLong = { error: Messages.emailTooLong };

export const zEmail = zRequiredString
  .max(Constants.emailMaxLength, emailTooLong)
  .regex(EMAIL_PATTERN, { error: Messages.invalidEmail });

/**
 * A user name (the account's e-mail address) that finds an account: required and no longer than
 * an address can be. Its format is not checked: the login takes any user name.
 */
export const zUserName = zRequiredString.max(Constants.emailMaxLength, emailTooLong);

/** A user name or e-mail address that may be left out, no longer than an address can be. */
export const zOptionalUserName = z
  .string()
  .trim()
  .max(Constants.emailMaxLength, emailTooLong)
  .optional();

export const zPassword = z
  .string({ error: Messages.required })
  .min(1, { error: Messages.required })
  .min(Constants.passwordMinLength, { error: Messages.passwordMinLength })
  .regex(PASSWORD_PATTERN, { error: Messages.passwordRule });

export const zOptionalUrl = z
  .string()
  .trim()
  .refine((value) => value === '' || isWebUrl(value), { error: Messages.invalidUrl })
  .optional()
  .nullable();

export const zKeywordFilter = zRequiredString.min(Constants.keywordMinLength, {
  error: Messages.minLength2,
});

/**
 * Accepts http(s) URLs and bare domains such as "example.com". A user name or password in the
 * address is refused: "javascript:…@example.com" would otherwise pass as a bare domain.
 */
export function isWebUrl(value: string): boolean {
  const candidate = /^https?:\/\//i.test(value) ? value : `https://${value}`;
  try {
    const url = new URL(candidate);
    if (url.username || url.password) return false;
    return /^[^.\s]+(\.[^.\s]+)+$/.test(url.hostname);
  } catch {
    return false;
  }
}

/** Adds the "Passwords need to match" rule to a schema with a password and its confirmation. */
export function withPasswordConfirmation<T extends z.ZodType<{ [key: string]: unknown }>>(
  schema: T,
  passwordKey: string,
  confirmKey: string,
) {
  return schema.refine((value) => value[passwordKey] === value[confirmKey], {
    error: Messages.passwordsMustMatch,
    path: [confirmKey],
  });
}
