import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { Messages } from './messages.ts';
import {
  AMOUNT_PATTERN,
  DATE_TIME_PATTERN,
  isWebUrl,
  TIME_PATTERN,
  withPasswordConfirmation,
  zEmail,
  zKeywordFilter,
  zOptionalUrl,
  zPassword,
  zRequiredString,
} from './validators.ts';

/** The first error message, or undefined when the value is valid. */
const errorOf = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues[0]?.message;

describe('zRequiredString', () => {
  it('refuses missing, empty and blank values with "This field is required"', () => {
    for (const value of [undefined, null, '', '   '])
      expect(errorOf(zRequiredString, value)).toBe(Messages.required);
  });

  it('trims what it accepts', () => {
    expect(zRequiredString.parse('  text ')).toBe('text');
  });
});

describe('zEmail', () => {
  it.each(['user@example.com', 'first.last+tag@sub.domain.info', 'A@B.CZ'])(
    'accepts %s',
    (email) => {
      expect(errorOf(zEmail, email)).toBeUndefined();
    },
  );

  it.each([
    ['a 5-letter top-level domain', 'user@example.local'],
    ['a 1-letter top-level domain', 'user@example.c'],
    ['a numeric top-level domain', 'user@example.123'],
    ['no @', 'user.example.com'],
    ['no domain dot', 'user@localhost'],
    ['a space', 'us er@example.com'],
  ])('refuses %s', (_case, email) => {
    expect(errorOf(zEmail, email)).toBe(Messages.invalidEmail);
  });

  it('asks for a missing e-mail as a required field', () => {
    expect(errorOf(zEmail, '')).toBe(Messages.required);
  });

  it('accepts 254 characters and refuses longer addresses', () => {
    const atLength = (length: number) =>
      `${'a'.repeat(length - '@example.com'.length)}@example.com`;
    expect(errorOf(zEmail, atLength(254))).toBeUndefined();
    expect(errorOf(zEmail, atLength(255))).toBe(Messages.emailTooLong);
    expect(errorOf(zEmail, atLength(1_000_000))).toBe(Messages.emailTooLong);
  });
});

describe('zPassword', () => {
  it('accepts 8+ characters with a small letter, a capital and a digit', () => {
    expect(errorOf(zPassword, 'Abcdefg1')).toBeUndefined();
  });

  it.each([
    ['no digit', 'Abcdefgh'],
    ['no capital', 'abcdefg1'],
    ['no small letter', 'ABCDEFG1'],
  ])('refuses a password with %s', (_case, password) => {
    expect(errorOf(zPassword, password)).toBe(Messages.passwordRule);
  });

  it('refuses fewer than 8 characters and an empty value', () => {
    expect(errorOf(zPassword, 'Abcde1')).toBe(Messages.passwordMinLength);
    expect(errorOf(zPassword, '')).toBe(Messages.required);
  });
});

describe('withPasswordConfirmation', () => {
  const schema = withPasswordConfirmation(
    z.object({ password: z.string(), confirm: z.string() }),
    'password',
    'confirm',
  );

  it('passes when both are equal and says "Passwords need to match" on the confirmation otherwise', () => {
    expect(schema.safeParse({ password: 'Abcdefg1', confirm: 'Abcdefg1' }).success).toBe(true);
    const issue = schema.safeParse({ password: 'Abcdefg1', confirm: 'Abcdefg2' }).error?.issues[0];
    expect(issue?.message).toBe(Messages.passwordsMustMatch);
    expect(issue?.path).toEqual(['confirm']);
  });
});

describe('URLs', () => {
  it.each(['https://example.com', 'http://sub.example.co.uk/path?x=1', 'example.com'])(
    'accepts %s',
    (url) => expect(isWebUrl(url)).toBe(true),
  );

  it.each([
    'not a url',
    'localhost',
    'https://',
    'ftp//x',
    'javascript:alert(1)',
    'javascript:window.x=1%2F%2F@example.com',
    'https://user:secret@example.com',
  ])('refuses %s', (url) => expect(isWebUrl(url)).toBe(false));

  it('zOptionalUrl allows empty and absent values but not invalid ones', () => {
    for (const value of ['', undefined, null]) expect(errorOf(zOptionalUrl, value)).toBeUndefined();
    expect(errorOf(zOptionalUrl, 'nope')).toBe(Messages.invalidUrl);
  });
});

describe('zKeywordFilter', () => {
  it('needs at least 2 characters', () => {
    expect(errorOf(zKeywordFilter, 'a')).toBe(Messages.minLength2);
    expect(errorOf(zKeywordFilter, 'ab')).toBeUndefined();
    expect(errorOf(zKeywordFilter, '')).toBe(Messages.required);
  });
});

describe('format patterns', () => {
  it('amount: empty or digits with up to 2 decimals', () => {
    for (const value of ['', '0', '12', '12.5', '12.50'])
      expect(AMOUNT_PATTERN.test(value)).toBe(true);
    for (const value of ['12.', '12.555', '-1', 'a1', '1,5'])
      expect(AMOUNT_PATTERN.test(value)).toBe(false);
  });

  it('time: hh:mm in 24-hour form', () => {
    for (const value of ['00:00', '09:30', '23:59']) expect(TIME_PATTERN.test(value)).toBe(true);
    for (const value of ['24:00', '9:30', '12:60', '12:5'])
      expect(TIME_PATTERN.test(value)).toBe(false);
  });

  it('date-time: yyyy-mm-dd hh:mm', () => {
    expect(DATE_TIME_PATTERN.test('2030-01-31 18:45')).toBe(true);
    for (const value of ['2030-01-31T18:45', '2030-1-31 18:45', '2030-01-31 25:00'])
      expect(DATE_TIME_PATTERN.test(value)).toBe(false);
  });
});
