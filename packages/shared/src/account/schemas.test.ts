import { describe, expect, it } from 'vitest';
import { Messages } from '../common/messages.ts';
import { ZGiveTrialRequest, ZOutboxMailsQuery } from './admin.ts';
import { ZReportIssue } from './report-issue.ts';
import {
  ZChangePasswordRequest,
  ZErrorReply,
  ZLoginForm,
  ZRegisterRequest,
  ZResetPasswordRequest,
} from './schemas.ts';
import { ZLogoutRequest } from './token.ts';

const firstMessage = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('ZRegisterRequest', () => {
  const valid = { email: 'new@example.com', password: 'Secret12', confirmPassword: 'Secret12' };

  it('accepts a valid registration and defaults the newsletter choice to false', () => {
    expect(ZRegisterRequest.parse(valid)).toEqual({
      ...valid,
      subscribeForNewsletter: false,
      registerUTMParameters: null,
    });
  });

  it('needs the passwords to match', () => {
    const result = ZRegisterRequest.safeParse({ ...valid, confirmPassword: 'Secret13' });
    expect(firstMessage(result)).toBe(Messages.passwordsMustMatch);
  });

  it('applies the password rule and the e-mail format', () => {
    const weak = { ...valid, password: 'secret12', confirmPassword: 'secret12' };
    expect(firstMessage(ZRegisterRequest.safeParse(weak))).toBe(Messages.passwordRule);
    const email = { ...valid, email: 'new@example.travel' };
    expect(firstMessage(ZRegisterRequest.safeParse(email))).toBe(Messages.invalidEmail);
  });

  it('requires every field', () => {
    expect(firstMessage(ZRegisterRequest.safeParse({}))).toBe(Messages.required);
  });
});

describe('password change and reset', () => {
  it('ZChangePasswordRequest needs the old password and a matching new one', () => {
    const valid = { oldPassword: 'x', newPassword: 'Secret12', confirmPassword: 'Secret12' };
    expect(ZChangePasswordRequest.safeParse(valid).success).toBe(true);
    expect(firstMessage(ZChangePasswordRequest.safeParse({ ...valid, oldPassword: '' }))).toBe(
      Messages.required,
    );
    expect(
      firstMessage(ZChangePasswordRequest.safeParse({ ...valid, confirmPassword: 'Secret1' })),
    ).toBe(Messages.passwordsMustMatch);
  });

  it('ZResetPasswordRequest needs the secret token', () => {
    const valid = { newPassword: 'Secret12', confirmPassword: 'Secret12', secretToken: 'abc' };
    expect(ZResetPasswordRequest.safeParse(valid).success).toBe(true);
    expect(firstMessage(ZResetPasswordRequest.safeParse({ ...valid, secretToken: ' ' }))).toBe(
      Messages.required,
    );
  });
});

describe('other account contracts', () => {
  it('ZLoginForm needs user name and password', () => {
    expect(firstMessage(ZLoginForm.safeParse({ userName: '', password: 'x' }))).toBe(
      Messages.required,
    );
    expect(firstMessage(ZLoginForm.safeParse({ userName: 'a', password: '' }))).toBe(
      Messages.required,
    );
  });

  it('ZReportIssue requires email, subject and description', () => {
    const valid = { email: 'me@example.com', subject: 'Bug', description: 'Steps' };
    expect(ZReportIssue.safeParse(valid).success).toBe(true);
    for (const field of ['email', 'subject', 'description'] as const)
      expect(firstMessage(ZReportIssue.safeParse({ ...valid, [field]: '' }))).toBe(
        Messages.required,
      );
    expect(firstMessage(ZReportIssue.safeParse({ ...valid, email: 'me' }))).toBe(
      Messages.invalidEmail,
    );
  });

  it('ZGiveTrialRequest defaults to 30 days and refuses non-positive days', () => {
    expect(ZGiveTrialRequest.parse({ userName: 'a@b.cz' }).days).toBe(30);
    expect(ZGiveTrialRequest.safeParse({ userName: 'a@b.cz', days: 0 }).success).toBe(false);
    expect(ZGiveTrialRequest.safeParse({ userName: 'a@b.cz', days: 1.5 }).success).toBe(false);
  });

  it('ZOutboxMailsQuery reads the limit from the query string', () => {
    expect(ZOutboxMailsQuery.parse({ limit: '5' }).limit).toBe(5);
    expect(ZOutboxMailsQuery.parse({}).limit).toBe(20);
    expect(ZOutboxMailsQuery.safeParse({ limit: '500' }).success).toBe(false);
  });

  it('ZLogoutRequest accepts no body at all', () => {
    expect(ZLogoutRequest.parse(null)).toBeNull();
    expect(ZLogoutRequest.parse({ refresh_token: 't' })).toEqual({ refresh_token: 't' });
  });

  it('ZErrorReply keeps extra fields such as issues', () => {
    const reply = { error: 'validation_error', message: 'm', issues: [] };
    expect(ZErrorReply.parse(reply)).toEqual(reply);
  });
});
