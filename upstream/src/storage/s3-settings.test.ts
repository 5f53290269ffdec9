import { loadConfig } from '../env';

// Which driver build-deps picks follows `config.s3`: set by S3_BUCKET, else files on disk.
describe('S3 settings', () => {
  it('leave storage on disk without S3_BUCKET (an empty one included)', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).s3).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'test', S3_BUCKET: '', S3_ENDPOINT: '' }).s3).toBeUndefined();
  });

  it('read the bucket, endpoint, region, keys and path style', () => {
    const env = {
      NODE_ENV: 'test',
      S3_BUCKET: 'docs',
      S3_ENDPOINT: 'http://minio:9000',
      S3_REGION: 'eu-west-3',
      S3_ACCESS_KEY_ID: 'k',
      S3_SECRET_ACCESS_KEY: 's',
      S3_FORCE_PATH_STYLE: 'true',
    } as const;
    expect(loadConfig(env).s3).toEqual({
      bucket: 'docs',
      endpoint: 'http://minio:9000',
      region: 'eu-west-3',
      accessKeyId: 'k',
      secretAccessKey: 's',
      forcePathStyle: true,
    });
    expect(loadConfig({ NODE_ENV: 'test', S3_BUCKET: 'docs' }).s3).toEqual({
      bucket: 'docs',
      endpoint: undefined,
      region: 'us-east-1',
      accessKeyId: undefined,
      secretAccessKey: undefined,
      forcePathStyle: false,
    });
  });

  it('refuse a key without its secret and an endpoint that is not a URL', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', S3_BUCKET: 'docs', S3_ACCESS_KEY_ID: 'k' })).toThrow('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together.');
    expect(() => loadConfig({ NODE_ENV: 'test', S3_BUCKET: 'docs', S3_ENDPOINT: 'minio' })).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ NODE_ENV: 'test', S3_FORCE_PATH_STYLE: 'yes' })).toThrow(/S3_FORCE_PATH_STYLE/);
  });
});
