import { isValidChannelAuth, parseUserChannel, signChannelAuth, userChannel } from './channel-auth';

// Pusher's worked examples (auth-signatures docs; also the test vectors of the official server libraries).
const key = '278d425bdf160c739803';
const secret = '7ad3773142a6692b25b8';
const socketId = '1234.1234';

describe('signChannelAuth', () => {
  it('matches the published private channel vector', () => {
    expect(signChannelAuth({ key, secret, socketId, channel: 'private-foobar' })).toEqual({
      auth: '278d425bdf160c739803:58df8b0c36d6982b82c3ecf6b4662e34fe8c25bba48f5369f135bf843651c3a4',
    });
  });

  it('matches the published presence channel vector and echoes channel_data', () => {
    const channelData = '{"user_id":10,"user_info":{"name":"Mr. Pusher"}}';
    expect(signChannelAuth({ key, secret, socketId, channel: 'presence-foobar', channelData })).toEqual({
      auth: '278d425bdf160c739803:afaed3695da2ffd16931f457e338e6c9f2921fa133ce7dac49f529792be6304c',
      channel_data: channelData,
    });
  });
});

describe('isValidChannelAuth', () => {
  const good = signChannelAuth({ key, secret, socketId, channel: 'private-foobar' }).auth;

  it('accepts the right signature', () => {
    expect(isValidChannelAuth({ key, secret, socketId, channel: 'private-foobar', auth: good })).toBe(true);
  });

  it.each([
    ['another socket', { socketId: '1234.1235', auth: good }],
    ['another channel', { channel: 'private-foobaz', auth: good }],
    ['a tampered signature', { auth: `${good.slice(0, -1)}0` }],
    ['another key', { auth: good.replace(key, 'x'.repeat(key.length)) }],
    ['a truncated value', { auth: good.slice(0, 30) }],
    ['no value', { auth: undefined }],
  ])('refuses %s', (_label, override) => {
    expect(isValidChannelAuth({ key, secret, socketId, channel: 'private-foobar', ...override })).toBe(false);
  });

  it('binds presence signatures to channel_data', () => {
    const channelData = '{"user_id":1}';
    const { auth } = signChannelAuth({ key, secret, socketId, channel: 'presence-x', channelData });
    expect(isValidChannelAuth({ key, secret, socketId, channel: 'presence-x', channelData, auth })).toBe(true);
    expect(isValidChannelAuth({ key, secret, socketId, channel: 'presence-x', channelData: '{"user_id":2}', auth })).toBe(false);
  });
});

describe('user channels', () => {
  it('names the private channel Laravel uses', () => {
    expect(userChannel(42)).toBe('private-App.Models.User.42');
  });

  it.each([
    ['private-App.Models.User.42', 42],
    ['private-App.Models.User.1', 1],
    ['App.Models.User.42', null],
    ['private-App.Models.User.', null],
    ['private-App.Models.User.04', null],
    ['private-App.Models.User.4x', null],
    ['private-App.Models.User.-1', null],
    ['private-App.Models.User.99999999999999999999', null],
    ['presence-App.Models.User.42', null],
  ])('parses %s', (name, expected) => {
    expect(parseUserChannel(name)).toBe(expected);
  });
});
