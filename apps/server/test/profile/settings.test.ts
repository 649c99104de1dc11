import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Messages, type TUserDetails } from '@tendermark/shared';
import { surveyAnswers, users } from '../../src/db/schema/index.ts';
import { build, lastMailTo, linkFromMail, type TestApp } from '../helper.ts';
import { bearer, createLoggedInUser } from '../account/fixtures.ts';
import {
  countryRef,
  headers,
  settingsCall,
  validCompanyDetails,
  validUserDetails,
} from './fixtures.ts';

describe('/api/settings profile calls', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await build();
  });
  afterAll(() => app.dispose());

  const newUser = async () => {
    const user = await createLoggedInUser(app);
    return { ...user, token: user.tokens.access_token };
  };
  const updateUser = (token: string, body: object) =>
    settingsCall(app, token, 'PUT', '/api/settings/UpdateUserDetails', body);
  const updateCompany = (token: string, body: object) =>
    settingsCall(app, token, 'PUT', '/api/settings/UpdateCompanyDetails', body);
  const details = async (token: string) =>
    (await settingsCall(app, token, 'GET', '/api/settings/GetUserDetails')).json<TUserDetails>();
  const userInfo = async (token: string) =>
    (
      await app.inject({ method: 'GET', url: '/api/account/UserInfo', headers: headers(token) })
    ).json();

  describe('GetUserDetails', () => {
    it("answers the caller's user details with the spec's defaults", async () => {
      const user = await newUser();
      const reply = await settingsCall(app, user.token, 'GET', '/api/settings/GetUserDetails');
      expect(reply.statusCode).toBe(200);
      expect(reply.json()).toMatchObject({
        id: user.id,
        userName: user.userName,
        email: user.userName,
        pendingEmail: null,
        isEmailConfirmed: true,
        firstName: null,
        defaultCurrency: 'USD',
        accountType: 'Free',
        wantToBuy: true,
        wantToSell: true,
        isSearcheable: true,
        address: null,
        company: null,
        country: null,
        isUserProfileFilled: false,
      });
    });

    it('refuses a caller without a token', async () => {
      const reply = await app.inject({ method: 'GET', url: '/api/settings/GetUserDetails' });
      expect(reply.statusCode).toBe(401);
    });
  });

  describe('UpdateUserDetails', () => {
    it('saves every field of the user, the own address with its map pin, and answers the details', async () => {
      const user = await newUser();
      const body = await validUserDetails(app, user.userName, {
        address: {
          streetAddress: 'Kurfürstendamm 21',
          zipCode: '10719',
          city: 'Berlin',
          country: await countryRef(app, 'DE'),
          gpsCoords: { lat: 52.5035, lng: 13.3317 },
        },
      });
      const reply = await updateUser(user.token, body);
      expect(reply.statusCode).toBe(200);
      const saved = reply.json<TUserDetails>();
      expect(saved).toMatchObject({
        firstName: 'Ada',
        lastName: 'Lovelace',
        phoneNumber: '+49 30 1234567',
        facebookProfile: 'https://facebook.com/ada',
        linkedinProfile: 'linkedin.com/in/ada',
        defaultCurrency: 'EUR',
        wantToBuy: true,
        wantToSell: false,
        isSearcheable: true,
        favouriteAuctionKeywords: 'chairs, desks',
        country: { code: 'DE' },
        pendingEmail: null,
        address: {
          streetAddress: 'Kurfürstendamm 21',
          city: 'Berlin',
          gpsCoords: { lat: 52.5035, lng: 13.3317 },
          country: { code: 'DE' },
        },
      });
      expect(await details(user.token)).toEqual(saved);
    });

    it('clears optional fields sent empty', async () => {
      const user = await newUser();
      await updateUser(user.token, await validUserDetails(app, user.userName));
      const reply = await updateUser(
        user.token,
        await validUserDetails(app, user.userName, {
          phoneNumber: '',
          facebookProfile: '',
          linkedinProfile: null,
          favouriteAuctionKeywords: '  ',
        }),
      );
      expect(reply.json()).toMatchObject({
        phoneNumber: null,
        facebookProfile: null,
        linkedinProfile: null,
        favouriteAuctionKeywords: null,
      });
    });

    const refusals: Array<[string, object, string]> = [
      ['a missing first name', { firstName: '' }, Messages.required],
      ['a blank last name', { lastName: '   ' }, Messages.required],
      ['no country', { country: null }, Messages.selectCountry],
      ['an unknown country', { country: { id: 999999, code: 'XX' } }, Messages.selectCountry],
      ['a LinkedIn profile that is no URL', { linkedinProfile: 'not a url' }, Messages.invalidUrl],
      ['a Facebook profile that is no URL', { facebookProfile: 'http://' }, Messages.invalidUrl],
      ['an invalid contact e-mail', { email: 'ada@' }, Messages.invalidEmail],
      ['an empty contact e-mail', { email: '' }, Messages.required],
      ['an invalid phone number', { phoneNumber: 'call me' }, Messages.invalidPhone],
      ['an unknown default currency', { defaultCurrency: 'XYZ' }, Messages.selectItem],
      ['a malformed default currency', { defaultCurrency: 'euro' }, Messages.selectItem],
    ];
    it.each(refusals)('refuses %s with the spec message', async (_case, change, message) => {
      const user = await newUser();
      const reply = await updateUser(
        user.token,
        await validUserDetails(app, user.userName, change as never),
      );
      expect(reply.statusCode).toBe(400);
      expect(reply.json().message).toBe(message);
      expect((await details(user.token)).firstName).toBeNull();
    });

    it('keeps a new contact e-mail pending until its mailed link is followed', async () => {
      const user = await newUser();
      const reply = await updateUser(
        user.token,
        await validUserDetails(app, user.userName, { email: 'Ada.Contact@Example.com' }),
      );
      expect(reply.json()).toMatchObject({
        email: user.userName,
        pendingEmail: 'ada.contact@example.com',
      });
      const mail = await lastMailTo(app, 'ada.contact@example.com', 'contactEmailActivation');
      const link = linkFromMail(mail!.text, '/activation-email');
      expect(link.searchParams.get('user')).toBe(user.userName);

      const activate = (token: string) =>
        app.inject({
          method: 'GET',
          url: `/api/settings/ActivateContactEmail?${new URLSearchParams({ user: user.userName, token })}`,
        });
      expect((await activate('wrong')).json().message).toBe(Messages.invalidToken);
      expect((await activate(link.searchParams.get('token')!)).statusCode).toBe(200);
      expect(await details(user.token)).toMatchObject({
        email: 'ada.contact@example.com',
        pendingEmail: null,
        isEmailConfirmed: true,
      });
      expect((await activate(link.searchParams.get('token')!)).statusCode).toBe(400);
    });

    it('takes the account address back as contact e-mail at once, dropping a pending change', async () => {
      const user = await newUser();
      await updateUser(
        user.token,
        await validUserDetails(app, user.userName, { email: 'x@example.com' }),
      );
      const back = await updateUser(user.token, await validUserDetails(app, user.userName));
      expect(back.json()).toMatchObject({ email: user.userName, pendingEmail: null });
    });

    it("changes only the caller's own row", async () => {
      const [mallory, victim] = [await newUser(), await newUser()];
      await updateUser(
        mallory.token,
        await validUserDetails(app, victim.userName, {
          firstName: 'Mallory',
          id: victim.id,
        } as never),
      );
      expect((await details(victim.token)).firstName).toBeNull();
      expect((await details(mallory.token)).firstName).toBe('Mallory');
    });
  });

  describe('UpdateCompanyDetails', () => {
    it('creates the company with its address on the first save, then updates it', async () => {
      const user = await newUser();
      const first = await updateCompany(user.token, await validCompanyDetails(app));
      expect(first.statusCode).toBe(200);
      const company = first.json<TUserDetails>().company!;
      expect(company).toMatchObject({
        name: 'Analytical Engines GmbH',
        web: 'https://engines.example.com',
        position: 'Head of procurement',
        numberOfEmployees: 42,
        registrationId: 'HRB 12345',
        taxId: '12/345/67890',
        branches: 2,
        isVatPayer: true,
        vatId: 'DE123456789',
        yearlyRevenue: 1500000,
        address: { city: 'Berlin', gpsCoords: { lat: 52.517, lng: 13.389 } },
      });
      expect(company.industries).toHaveLength(2);

      const second = await updateCompany(
        user.token,
        await validCompanyDetails(app, { name: 'Engines Ltd', branches: '' as never }),
      );
      expect(second.json<TUserDetails>().company).toMatchObject({
        id: company.id,
        name: 'Engines Ltd',
        branches: 1,
        address: { id: company.address!.id },
      });
    });

    it('asks for the VAT id only when the company is flagged as a VAT payer', async () => {
      const user = await newUser();
      const flagged = await updateCompany(
        user.token,
        await validCompanyDetails(app, { isVatPayer: true, vatId: '' }),
      );
      expect(flagged.statusCode).toBe(400);
      expect(flagged.json().message).toBe(Messages.required);
      const notFlagged = await updateCompany(
        user.token,
        await validCompanyDetails(app, { isVatPayer: false, vatId: '' }),
      );
      expect(notFlagged.statusCode).toBe(200);
      expect(notFlagged.json().company.vatId).toBeNull();
    });

    const refusals: Array<[string, (country: object) => object, string]> = [
      ['a missing name', () => ({ name: '' }), Messages.required],
      ['a missing web address', () => ({ web: '' }), Messages.required],
      ['a web address that is no URL', () => ({ web: 'engines' }), Messages.invalidUrl],
      [
        'an address without a country',
        () => ({ address: { city: 'Berlin', country: null } }),
        Messages.selectCountry,
      ],
      [
        'an unknown country',
        () => ({ address: { city: 'Berlin', country: { id: 999999, code: 'XX' } } }),
        Messages.selectCountry,
      ],
      ['an unknown industry', () => ({ industries: [999999] }), Messages.selectItem],
    ];
    it.each(refusals)('refuses %s with the spec message', async (_case, change, message) => {
      const user = await newUser();
      const reply = await updateCompany(
        user.token,
        await validCompanyDetails(app, change({}) as never),
      );
      expect(reply.statusCode).toBe(400);
      expect(reply.json().message).toBe(message);
      expect((await details(user.token)).company).toBeNull();
    });

    it('refuses negative counts and a zero branch count', async () => {
      const user = await newUser();
      for (const change of [{ numberOfEmployees: -1 }, { branches: 0 }, { yearlyRevenue: -5 }]) {
        const reply = await updateCompany(user.token, await validCompanyDetails(app, change));
        expect(reply.statusCode).toBe(400);
      }
    });

    it("another user's company stays out of reach", async () => {
      const [owner, other] = [await newUser(), await newUser()];
      const company = (await updateCompany(owner.token, await validCompanyDetails(app))).json()
        .company;
      await updateCompany(
        other.token,
        await validCompanyDetails(app, { name: 'Hijacked', id: company.id } as never),
      );
      expect((await details(owner.token)).company?.name).toBe('Analytical Engines GmbH');
      expect((await details(other.token)).company?.id).not.toBe(company.id);
    });
  });

  describe('IsUserProfileFilled', () => {
    it('turns true once the required user and company details are saved', async () => {
      const user = await newUser();
      expect((await userInfo(user.token)).IsUserProfileFilled).toBe(false);
      await updateUser(user.token, await validUserDetails(app, user.userName));
      expect((await userInfo(user.token)).IsUserProfileFilled).toBe(false);
      await updateCompany(user.token, await validCompanyDetails(app));
      expect((await userInfo(user.token)).IsUserProfileFilled).toBe(true);
      expect((await details(user.token)).isUserProfileFilled).toBe(true);
    });
  });

  describe('SaveAddress?userAddress', () => {
    it("saves the caller's own address with its GPS pin", async () => {
      const user = await newUser();
      const reply = await app.inject({
        method: 'POST',
        url: '/api/settings/SaveAddress?userAddress=true',
        headers: bearer(user.tokens),
        payload: {
          city: 'Paris',
          country: await countryRef(app, 'FR'),
          gpsCoords: { lat: 48.8566, lng: 2.3522 },
        },
      });
      expect(reply.statusCode).toBe(200);
      expect((await details(user.token)).address).toMatchObject({
        city: 'Paris',
        country: { code: 'FR' },
        gpsCoords: { lat: 48.8566, lng: 2.3522 },
      });
    });
  });

  describe('SaveSurvey', () => {
    const survey = async () => ({
      firstName: 'Grace',
      lastName: 'Hopper',
      country: await countryRef(app, 'US'),
      defaultCurrency: 'USD',
      message: 'Buying office furniture',
    });
    const saveSurvey = (token: string, query: string, payload?: object) =>
      settingsCall(app, token, 'POST', `/api/settings/SaveSurvey?${query}`, payload);

    it('stores the answer, fills the profile names and marks the survey done', async () => {
      const user = await newUser();
      expect((await userInfo(user.token)).SurveyCompleted).toBe(false);
      const reply = await saveSurvey(user.token, 'surveyAnswer=true', await survey());
      expect(reply.statusCode).toBe(200);
      expect((await userInfo(user.token)).SurveyCompleted).toBe(true);
      expect(await details(user.token)).toMatchObject({
        firstName: 'Grace',
        lastName: 'Hopper',
        country: { code: 'US' },
        defaultCurrency: 'USD',
      });
      const [answer] = await app.ctx.db
        .select()
        .from(surveyAnswers)
        .where(eq(surveyAnswers.userId, user.id));
      expect(answer.message).toBe('Buying office furniture');
    });

    it('marks a skipped survey done without storing anything', async () => {
      const user = await newUser();
      expect((await saveSurvey(user.token, 'surveyAnswer=false')).statusCode).toBe(200);
      const [row] = await app.ctx.db.select().from(users).where(eq(users.id, user.id));
      expect(row).toMatchObject({ surveyCompleted: true, firstName: null });
    });

    const refusals: Array<[string, object, string]> = [
      ['no first name', { firstName: '' }, Messages.required],
      ['no last name', { lastName: '' }, Messages.required],
      ['no country', { country: null }, Messages.selectCountry],
      ['no default currency', { defaultCurrency: '' }, Messages.selectItem],
      ['no message', { message: '' }, Messages.required],
      ['a one-letter message', { message: 'x' }, Messages.minLength2],
    ];
    it.each(refusals)('refuses an answer with %s', async (_case, change, message) => {
      const user = await newUser();
      const reply = await saveSurvey(user.token, 'surveyAnswer=true', {
        ...(await survey()),
        ...change,
      });
      expect(reply.statusCode).toBe(400);
      expect(reply.json().message).toBe(message);
      expect((await userInfo(user.token)).SurveyCompleted).toBe(false);
    });

    it('refuses an answer without a body', async () => {
      const user = await newUser();
      const reply = await saveSurvey(user.token, 'surveyAnswer=true');
      expect(reply.statusCode).toBe(400);
    });
  });
});
