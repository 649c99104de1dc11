/** OCDS release → gov_tenders row, and the reading of JSON and JSON Lines files (no database). */
import { describe, expect, it } from 'vitest';
import {
  normalizeCurrency,
  parseOcdsDate,
  plainText,
} from '../../src/modules/search/ocds/clean.ts';
import { countryCodeOf, countryCodeOfUrl } from '../../src/modules/search/ocds/countries.ts';
import {
  normalizeRelease,
  type GovTenderDraft,
  type NormalizeContext,
} from '../../src/modules/search/ocds/normalize.ts';
import { readOcdsSource } from '../../src/modules/search/ocds/read-source.ts';

const context: NormalizeContext = { fallbackPublisher: 'test.jsonl' };

function release(overrides: Record<string, unknown> = {}) {
  return {
    ocid: 'ocds-abc-1',
    id: 'ocds-abc-1-tender',
    date: '2018-01-11T00:49:31Z',
    tender: { title: 'Road repairs' },
    ...overrides,
  };
}

function rowOf(value: unknown, rowContext: NormalizeContext = context): GovTenderDraft {
  const result = normalizeRelease(value, rowContext);
  if (!result.ok) throw new Error(`rejected: ${result.reason}`);
  return result.row;
}

describe('normalizeRelease', () => {
  it('rejects what is not an object, or has no ocid, no id or no title', () => {
    expect(normalizeRelease([1], context)).toEqual({ ok: false, reason: 'not a JSON object' });
    expect(normalizeRelease(release({ ocid: ' ' }), context)).toEqual({
      ok: false,
      reason: 'no ocid',
    });
    expect(normalizeRelease(release({ id: null }), context)).toEqual({
      ok: false,
      ocid: 'ocds-abc-1',
      reason: 'no release id',
    });
    expect(normalizeRelease(release({ tender: { description: 'x' } }), context)).toEqual({
      ok: false,
      ocid: 'ocds-abc-1',
      reason: 'no tender title',
    });
  });

  it('accepts numeric ocids and ids as text', () => {
    expect(rowOf(release({ ocid: 10, id: 7 }))).toMatchObject({ ocid: '10', releaseId: '7' });
  });

  it('trims titles and collapses their white space', () => {
    const row = rowOf(release({ tender: { title: '  Plan de manejo \n ambiental  ' } }));
    expect(row.title).toBe('Plan de manejo ambiental');
  });

  it('turns an HTML description into plain text, keeping paragraphs and list items', () => {
    const description =
      '<p>The works&nbsp;include:</p><br /><ul><li>design &amp; build</li><li>O&rsquo;Connell St</li></ul><script>x()</script>';
    expect(rowOf(release({ tender: { title: 't', description } })).description).toBe(
      'The works include:\n\n- design & build\n- O’Connell St',
    );
  });

  it('leaves text without tags as it is, apart from spaces', () => {
    expect(plainText(' A < B and AT&T  \r\n\r\n\r\n next ')).toBe('A < B and AT&T\n\nnext');
  });

  it('takes the value from tender.value, else tender.minValue (UK), else maxValue', () => {
    const value = (tender: Record<string, unknown>) => {
      const row = rowOf(release({ tender: { title: 't', ...tender } }));
      return [row.valueAmount, row.valueCurrency];
    };
    expect(value({ value: { amount: 10, currency: 'EUR' } })).toEqual([10, 'EUR']);
    expect(
      value({
        value: { currency: 'GBP', amount: null },
        minValue: { currency: 'GBP', amount: 40676 },
      }),
    ).toEqual([40676, 'GBP']);
    expect(value({ value: { currency: 'AUD' }, maxValue: { amount: '12.5' } })).toEqual([
      12.5,
      'AUD',
    ]);
    expect(value({ value: { amount: 0, currency: 'NGN' } })).toEqual([null, null]);
  });

  it('repairs the currency typo MNX and refuses codes that are not ISO 4217', () => {
    expect(normalizeCurrency('MNX')).toBe('MXN');
    expect(normalizeCurrency(' mxn ')).toBe('MXN');
    expect(normalizeCurrency('XYZ')).toBeNull();
    expect(normalizeCurrency('Pesos')).toBeNull();
    const row = rowOf(release({ tender: { title: 't', value: { amount: 5, currency: 'ABC' } } }));
    expect([row.valueAmount, row.valueCurrency]).toEqual([null, null]);
  });

  it('reads ISO dates, and day/month/year as INAI writes it', () => {
    expect(parseOcdsDate('2017-02-08T06:00:00.000Z')?.toISOString()).toBe(
      '2017-02-08T06:00:00.000Z',
    );
    expect(parseOcdsDate('2017-02-08T06:00:00')?.toISOString()).toBe('2017-02-08T06:00:00.000Z');
    expect(parseOcdsDate('2017-02-08T06:00:00-06:00')?.toISOString()).toBe(
      '2017-02-08T12:00:00.000Z',
    );
    expect(parseOcdsDate('2017-02-08')?.toISOString()).toBe('2017-02-08T00:00:00.000Z');
    expect(parseOcdsDate('20/12/2016.')?.toISOString()).toBe('2016-12-20T00:00:00.000Z');
    expect(parseOcdsDate('31/02/2017')).toBeNull();
    expect(parseOcdsDate('2017-13-01')).toBeNull();
    expect(parseOcdsDate('soon')).toBeNull();
    expect(parseOcdsDate(null)).toBeNull();
    const row = rowOf(
      release({
        tender: {
          title: 't',
          tenderPeriod: { startDate: '2016-12-07T00:00:00Z', endDate: '20/12/2016.' },
        },
      }),
    );
    expect(row.tenderEndDate?.toISOString()).toBe('2016-12-20T00:00:00.000Z');
  });

  it('finds the country from a name, a code, the buyer party or the publisher domain', () => {
    expect(
      ['United Kingdom', 'England', 'GB', 'México', 'MEXICO', 'Nigeria', 'Australia', 'AUS'].map(
        countryCodeOf,
      ),
    ).toEqual(['GB', 'GB', 'GB', 'MX', 'MX', 'NG', 'AU', 'AU']);
    expect(countryCodeOf('Atlantis')).toBeNull();
    expect(countryCodeOfUrl('https://www.contractsfinder.service.gov.uk')).toBe('GB');
    expect(countryCodeOfUrl('https://tenders.nsw.gov.au')).toBe('AU');
    expect(countryCodeOfUrl('https://example.io')).toBeNull();
    expect(countryCodeOfUrl('https://example.com')).toBeNull();

    const nigerian = release({
      buyer: { id: 'NGA-1', name: 'river basin authority' },
      parties: [
        { id: 'NGA-1', roles: ['buyer'], name: 'river basin authority' },
        { id: 'NGA-2', roles: ['procuringEntity'], address: { countryName: 'Nigeria' } },
        { id: 'CA-1', roles: ['supplier'], address: { countryName: 'Canada' } },
      ],
    });
    expect(rowOf(nigerian).countryCode).toBe('NG');
    const britishPackage = {
      publisher: 'Met Office',
      publisherUri: 'https://www.contractsfinder.service.gov.uk',
    };
    expect(rowOf(release(), { ...context, package: britishPackage }).countryCode).toBe('GB');
    expect(rowOf(release()).countryCode).toBeNull();
  });

  it("writes the buyer's locality, region and country on one line, from the buyer's party", () => {
    const row = rowOf(
      release({
        buyer: { id: 'CUA-340', name: 'DGEALSUPFM' },
        parties: [
          { id: 'RFC-1', roles: ['Proveedor o contratista'], address: { locality: 'Tlalpan' } },
          {
            id: 'CUA-340',
            roles: ['Comprador'],
            address: {
              streetAddress: 'Insurgentes Sur 3211',
              locality: 'Coyoacán',
              region: 'Ciudad de México',
              countryName: 'México',
            },
          },
        ],
      }),
    );
    expect(row).toMatchObject({
      buyerName: 'DGEALSUPFM',
      buyerAddress: 'Coyoacán, Ciudad de México, México',
      countryCode: 'MX',
    });
    const british = rowOf(
      release({
        buyer: { name: 'Met Office', address: { locality: 'Exeter', countryName: 'GB' } },
      }),
    );
    expect(british.buyerAddress).toBe('Exeter, United Kingdom');
  });

  it('describes delivery places in words and skips gazetteer numbers', () => {
    const row = rowOf(
      release({
        tender: {
          title: 't',
          deliveryLocation: { gazetteer: { scheme: 'xNSWRegions', Identifiers: ['Hunter'] } },
          items: [
            {
              description: 'Diesel',
              deliveryLocation: { gazetteer: { scheme: 'GEONAMES', identifiers: ['2640729'] } },
              deliveryAddress: { locality: 'Akure', region: 'Ondo', countryName: 'Nigeria' },
            },
            { description: 'Diesel', deliveryLocation: { description: 'Owena dam' } },
          ],
        },
      }),
    );
    expect(row.deliveryPlace).toBe('Hunter; Akure, Ondo, Nigeria; Owena dam');
    expect(row.itemsText).toBe('Diesel');
  });

  it('lists item descriptions one per line', () => {
    const items = [{ description: ' Pipes ' }, { description: 'Valves\nand taps' }, {}];
    expect(rowOf(release({ tender: { title: 't', items } })).itemsText).toBe(
      'Pipes\nValves and taps',
    );
  });

  it('gathers classifications once each, moving category names out of the scheme', () => {
    const row = rowOf(
      release({
        tender: {
          title: 't',
          classification: { scheme: 'CPV', id: '45000000', description: 'Construction work' },
          items: [
            { classification: { scheme: 'CPV', id: '45000000' } },
            {
              classification: {
                scheme: 'UNSPSC',
                id: ' 81101508',
                description: 'Architectural engineering',
              },
            },
            { classification: { scheme: 'EDIFICACION NO HABITACIONAL', id: '6220' } },
            {
              classification: {
                scheme: 'CUCoP',
                id: 38301,
                description: 'Congresos y convenciones',
              },
            },
            { additionalClassifications: [{ scheme: 'CPV', id: '71000000' }] },
          ],
        },
      }),
    );
    expect(row.classifications).toEqual([
      { scheme: 'CPV', id: '45000000', description: 'Construction work' },
      { scheme: 'UNSPSC', id: '81101508', description: 'Architectural engineering' },
      { scheme: null, id: '6220', description: 'EDIFICACION NO HABITACIONAL' },
      { scheme: 'CUCoP', id: '38301', description: 'Congresos y convenciones' },
      { scheme: 'CPV', id: '71000000', description: null },
    ]);
  });

  it('links the tender notice, else another tender document, else the package', () => {
    const documents = [
      { documentType: 'Clarifications', url: 'http://example.mx/9.pdf' },
      { documentType: 'Tender Notice', url: 'http://example.mx/8.pdf' },
    ];
    expect(rowOf(release({ tender: { title: 't', documents } })).sourceUrl).toBe(
      'http://example.mx/8.pdf',
    );
    expect(
      rowOf(release({ tender: { title: 't', documents: documents.slice(0, 1) } })).sourceUrl,
    ).toBe('http://example.mx/9.pdf');
    const harvested = release({ packageInfo: { uri: 'http:nigeriaoc.org/open_api' } });
    expect(rowOf(harvested).sourceUrl).toBe('http://nigeriaoc.org/open_api');
    expect(
      rowOf(release({ tender: { title: 't', documents: [{ url: 'javascript:alert(1)' }] } }))
        .sourceUrl,
    ).toBeNull();
  });

  it('takes publisher and licence from the package, packageInfo, the source, or the buyer', () => {
    const fromPackage = rowOf(release(), {
      ...context,
      package: { publisher: 'Met Office', license: 'https://ogl.example/2' },
      defaultLicense: 'ignored',
    });
    expect(fromPackage).toMatchObject({
      publisher: 'Met Office',
      license: 'https://ogl.example/2',
    });
    const harvested = rowOf(release({ packageInfo: { publisher: { name: 'GACM' } } }), {
      ...context,
      defaultLicense: 'https://datos.gob.mx/libreusomx',
    });
    expect(harvested).toMatchObject({
      publisher: 'GACM',
      license: 'https://datos.gob.mx/libreusomx',
    });
    expect(rowOf(release({ buyer: { name: 'Town council' } })).publisher).toBe('Town council');
    expect(rowOf(release())).toMatchObject({ publisher: 'test.jsonl', license: null });
  });

  it('normalises language tags', () => {
    const language = (value: unknown) => rowOf(release({ language: value })).language;
    expect([language('EN'), language('en-gb'), language('es'), language('English')]).toEqual([
      'en',
      'en-GB',
      'es',
      null,
    ]);
  });
});

/** What readOcdsSource finds in a text: the releases and the rejected lines. */
async function readText(text: string) {
  const releases: Array<{ line: number; release: unknown; package?: unknown }> = [];
  const rejected: Array<{ line: number; ocid?: string; reason: string }> = [];
  for await (const entry of readOcdsSource([text])) {
    if (entry.kind === 'rejected') {
      const { kind: _kind, ...rejection } = entry;
      rejected.push(rejection);
    } else {
      const { line, release, package: pack } = entry;
      releases.push(pack ? { line, release, package: pack } : { line, release });
    }
  }
  return { releases, rejected };
}

describe('readOcdsSource', () => {
  it('reads JSON Lines of releases and release packages, each with its line', async () => {
    const text = [
      JSON.stringify({ ocid: 'a', id: '1' }),
      '',
      JSON.stringify({
        publisher: { name: 'P', uri: 'https://p.example.gov.uk' },
        license: 'L',
        uri: 'https://p.example.gov.uk/1.json',
        releases: [{ ocid: 'b' }, { ocid: 'c' }],
      }),
      'nonsense',
    ].join('\r\n');
    const content = await readText(text);
    expect(content.releases).toEqual([
      { line: 1, release: { ocid: 'a', id: '1' } },
      {
        line: 3,
        release: { ocid: 'b' },
        package: {
          publisher: 'P',
          publisherUri: 'https://p.example.gov.uk/',
          license: 'L',
          uri: 'https://p.example.gov.uk/1.json',
        },
      },
      expect.objectContaining({ line: 3, release: { ocid: 'c' } }),
    ]);
    expect(content.rejected).toEqual([
      { line: 4, reason: expect.stringMatching(/^not valid JSON/) },
    ]);
  });

  it('reads a JSON document: a single release, a package, or an array of either', async () => {
    expect((await readText('{"ocid": "a"}')).releases).toEqual([
      { line: 1, release: { ocid: 'a' } },
    ]);
    const text = [
      '[',
      '  {"ocid": "a"},',
      '  {',
      '    "releases": [',
      '      {"ocid": "b"},',
      '      3',
      '    ]',
      '  }',
      ']',
    ].join('\n');
    const content = await readText(text);
    expect(content.releases.map(({ line, release }) => ({ line, release }))).toEqual([
      { line: 2, release: { ocid: 'a' } },
      { line: 5, release: { ocid: 'b' } },
      { line: 6, release: 3 },
    ]);
  });

  it('reads a package whose releases follow one a line as one document, metadata after them too', async () => {
    // NSW puts the package's uri after its releases; the releases wait for the package's end.
    const text = [
      '{"publisher": {"name": "P"}, "releases": [',
      '{"ocid": "a"},',
      '{"ocid": "b"}',
      '], "uri": "https://p.example.gov.au/1.json"}',
    ].join('\n');
    const content = await readText(text);
    expect(content.rejected).toEqual([]);
    expect(content.releases).toEqual([
      {
        line: 2,
        release: { ocid: 'a' },
        package: { publisher: 'P', uri: 'https://p.example.gov.au/1.json' },
      },
      expect.objectContaining({ line: 3, release: { ocid: 'b' } }),
    ]);
  });

  it('rejects record packages and empty release packages', async () => {
    expect((await readText('{"records": []}')).rejected).toEqual([
      { line: 1, reason: 'a record package (only releases are imported)' },
    ]);
    expect((await readText('{"releases": []}')).rejected).toEqual([
      { line: 1, reason: 'a release package without releases' },
    ]);
  });

  it('is not confused by brackets, quotes and commas inside strings', async () => {
    const text = '[\n  {"ocid": "a", "note": "[{\\"x\\", ]}"},\n  {"ocid": "b,"}\n]';
    expect((await readText(text)).releases.map(({ line }) => line)).toEqual([2, 3]);
  });
});
