import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages, type TSavedAddress } from '@tendermark/shared';
import { createUser, type CreatedUser } from '../factories.ts';
import type { TestApp } from '../helper.ts';
import {
  buildTenderSuite,
  call,
  countryIdOf,
  createNamedDraft,
  scheduleTender,
  updateTender,
} from './helpers.ts';

describe('saved addresses', () => {
  let app: TestApp;
  let user: CreatedUser;

  const myAddresses = async (who: CreatedUser): Promise<TSavedAddress[]> =>
    (await call(app, who, 'GET', '/api/company/GetMyAddresses')).json();
  const austria = () => ({ id: countryIdOf(app, 'AT'), code: 'AT' });

  beforeAll(async () => {
    ({ app, owner: user } = await buildTenderSuite());
  });
  afterAll(() => app.dispose());

  it('starts empty and needs a login', async () => {
    expect(await myAddresses(await createUser(app))).toEqual([]);
    expect((await call(app, undefined, 'GET', '/api/company/GetMyAddresses')).statusCode).toBe(401);
  });

  it("SaveAddress?userAddress=true saves the user's own address (source 1) in place", async () => {
    const who = await createUser(app);
    const address = {
      streetAddress: 'Ringstraße 1',
      zipCode: '1010',
      city: 'Vienna',
      country: austria(),
      gpsCoords: { lat: 48.2, lng: 16.37 },
    };
    const saved = await call(
      app,
      who,
      'POST',
      '/api/settings/SaveAddress?userAddress=true',
      address,
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ ...address, source: 1 });
    await call(app, who, 'POST', '/api/settings/SaveAddress?userAddress=true', {
      ...address,
      city: 'Wien',
    });
    const list = await myAddresses(who);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ city: 'Wien', source: 1, id: saved.json().id });
  });

  it('a delivery address equal to a saved one replaces it instead of adding a twin', async () => {
    const who = await createUser(app);
    const depot = { streetAddress: 'Hafenstraße 5', city: 'Linz', country: austria() };
    await call(app, who, 'POST', '/api/settings/SaveAddress', depot);
    await call(app, who, 'POST', '/api/settings/SaveAddress?userAddress=false', {
      city: 'Graz',
      country: austria(),
    });
    await call(app, who, 'POST', '/api/settings/SaveAddress', {
      ...depot,
      streetAddress: ' HAFENSTRAßE 5 ',
      gpsCoords: { lat: 48.3, lng: 14.3 },
    });
    const list = await myAddresses(who);
    expect(list.map((address) => [address.city, address.source])).toEqual([
      ['Linz', 3],
      ['Graz', 3],
    ]);
    expect(list[0].gpsCoords).toEqual({ lat: 48.3, lng: 14.3 });
  });

  it('refuses unknown countries and impossible coordinates', async () => {
    const unknown = await call(app, user, 'POST', '/api/settings/SaveAddress', {
      city: 'Nowhere',
      country: { id: 999999, code: 'XX' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(Messages.selectCountry);
    const coordinates = await call(app, user, 'POST', '/api/settings/SaveAddress', {
      city: 'X',
      gpsCoords: { lat: 200, lng: 0 },
    });
    expect(coordinates.statusCode).toBe(400);
  });

  it('a new delivery address of a tender (source 4) is stored as 3 and saved once in the list', async () => {
    const who = await createUser(app, { roles: ['BusinessStandard'] });
    const id = await createNamedDraft(app, who);
    const address = { streetAddress: 'Lagerweg 2', city: 'Salzburg', country: austria() };
    const reply = await updateTender(app, who, id, () => ({
      addressSource: 4,
      newDeliveryAddress: address,
    }));
    expect(reply.json()).toMatchObject({ addressSource: 3, newDeliveryAddress: address });
    await updateTender(app, who, id, () => ({
      addressSource: 4,
      newDeliveryAddress: address,
      name: 'x',
    }));
    expect((await myAddresses(who)).filter((saved) => saved.city === 'Salzburg')).toHaveLength(1);
    const location = await updateTender(app, who, id, () => ({ addressSource: 0 }));
    expect(location.json().addressSource).toBe(3);
  });

  it("source 1 points the tender at the user's own address", async () => {
    const who = await createUser(app, { roles: ['BusinessStandard'] });
    await call(app, who, 'POST', '/api/settings/SaveAddress?userAddress=true', {
      city: 'Innsbruck',
      country: austria(),
    });
    const id = await createNamedDraft(app, who);
    const reply = await updateTender(app, who, id, () => ({ name: 'Skis', addressSource: 1 }));
    expect(reply.json()).toMatchObject({
      addressSource: 1,
      newDeliveryAddress: { city: 'Innsbruck', country: austria() },
    });
    expect((await scheduleTender(app, who, id)).statusCode).toBe(200);
  });
});
