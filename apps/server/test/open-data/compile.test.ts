/** The compiled release of a record, by the OCDS merge rules (compile.ts). */
import { describe, expect, it } from 'vitest';
import { compileReleases } from '../../src/modules/open-data/compile.ts';
import type { OcdsRelease } from '../../src/modules/open-data/schemas.ts';

const release = (id: string, date: string, fields: Record<string, unknown>) =>
  ({ ocid: 'ocds-x-1', id, date, tag: ['tender'], ...fields }) as unknown as OcdsRelease;

describe('compileReleases', () => {
  it('merges objects field by field and entries of id-arrays by id; other arrays are replaced', () => {
    const compiled = compileReleases([
      release('r1', '2030-01-01T00:00:00.000Z', {
        tender: { id: 't', title: 'Paper', status: 'active', submissionMethod: ['written'] },
        awards: [{ id: 'a', status: 'pending', value: { amount: 10, currency: 'EUR' } }],
      }),
      release('r2', '2030-01-02T00:00:00.000Z', {
        tender: { id: 't', status: 'complete', submissionMethod: ['electronicAuction'] },
        awards: [
          { id: 'a', status: 'active' },
          { id: 'b', status: 'pending' },
        ],
      }),
    ]);
    expect(compiled).toEqual({
      ocid: 'ocds-x-1',
      id: 'ocds-x-1-compiled-2030-01-02T00:00:00.000Z',
      date: '2030-01-02T00:00:00.000Z',
      tag: ['compiled'],
      tender: {
        id: 't',
        title: 'Paper',
        status: 'complete',
        submissionMethod: ['electronicAuction'],
      },
      awards: [
        { id: 'a', status: 'active', value: { amount: 10, currency: 'EUR' } },
        { id: 'b', status: 'pending' },
      ],
    });
  });

  it('removes a field a later release sets to null', () => {
    const compiled = compileReleases([
      release('r1', '2030-01-01T00:00:00.000Z', { tender: { id: 't', title: 'Paper' } }),
      release('r2', '2030-01-02T00:00:00.000Z', { tender: { id: 't', title: null } }),
    ]);
    expect(compiled.tender).toEqual({ id: 't' });
  });
});
