// The object store's configuration (issue 31): all or nothing, refused at start when half set.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';

const base = {
  DATA_DIR: '.test-data',
  JWT_SECRET: 'test-secret-'.padEnd(40, 'x'),
  SEALED_OFFER_SECRET: 'sealed-'.padEnd(40, 'x'),
};
const keys = { S3_ACCESS_KEY_ID: 'key-id', S3_SECRET_ACCESS_KEY: 'secret' };

describe('object store configuration', () => {
  it('keeps files on local disk when no S3_ variable is set (or they are empty)', () => {
    expect(loadConfig(base).objectStore).toBeUndefined();
    expect(
      loadConfig({ ...base, S3_BUCKET: '', S3_ENDPOINT: '', S3_ACCESS_KEY_ID: '' }).objectStore,
    ).toBeUndefined();
  });

  it('reads AWS S3: a bucket and both keys, region us-east-1 unless set, virtual-hosted style', () => {
    expect(loadConfig({ ...base, S3_BUCKET: 'tender-files', ...keys }).objectStore).toEqual({
      bucket: 'tender-files',
      region: 'us-east-1',
      endpoint: undefined,
      forcePathStyle: false,
      accessKeyId: 'key-id',
      secretAccessKey: 'secret',
    });
    expect(
      loadConfig({ ...base, S3_BUCKET: 'tender-files', S3_REGION: 'eu-central-1', ...keys })
        .objectStore?.region,
    ).toBe('eu-central-1');
  });

  it('puts the bucket in the path with an endpoint (MinIO), unless told otherwise', () => {
    const minio = { ...base, S3_BUCKET: 'tendermark', S3_ENDPOINT: 'http://minio:9000', ...keys };
    expect(loadConfig(minio).objectStore).toMatchObject({
      endpoint: 'http://minio:9000',
      forcePathStyle: true,
    });
    expect(loadConfig({ ...minio, S3_FORCE_PATH_STYLE: 'false' }).objectStore?.forcePathStyle).toBe(
      false,
    );
  });

  it('refuses a bucket without its keys, naming each missing one', () => {
    expect(() => loadConfig({ ...base, S3_BUCKET: 'tender-files' })).toThrow(
      'Invalid configuration:\n  S3_ACCESS_KEY_ID: required with S3_BUCKET\n' +
        '  S3_SECRET_ACCESS_KEY: required with S3_BUCKET',
    );
    expect(() =>
      loadConfig({ ...base, S3_BUCKET: 'tender-files', S3_ACCESS_KEY_ID: 'key-id' }),
    ).toThrow(/^Invalid configuration:\n {2}S3_SECRET_ACCESS_KEY: required with S3_BUCKET$/);
  });

  it('refuses S3_ settings without a bucket, rather than keep files on one host', () => {
    expect(() => loadConfig({ ...base, S3_ENDPOINT: 'http://minio:9000', ...keys })).toThrow(
      'S3_BUCKET: required with S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY ' +
        '(unset them to keep files on local disk)',
    );
  });

  it('refuses a bucket name S3 would refuse, and an endpoint that is not an http(s) URL', () => {
    expect(() => loadConfig({ ...base, S3_BUCKET: 'Tender_Files', ...keys })).toThrow(
      /S3_BUCKET: a bucket name/,
    );
    expect(() =>
      loadConfig({ ...base, S3_BUCKET: 'tender-files', S3_ENDPOINT: 'minio:9000', ...keys }),
    ).toThrow(/S3_ENDPOINT/);
    expect(() =>
      loadConfig({ ...base, S3_BUCKET: 'tender-files', S3_ENDPOINT: 'ftp://minio', ...keys }),
    ).toThrow(/S3_ENDPOINT/);
  });
});
