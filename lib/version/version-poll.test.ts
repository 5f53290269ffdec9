import { fetchAppVersion, isNewVersion, startVersionPoll, VERSION_POLL_INTERVAL_MS, versionUrl } from './version-poll';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** Let pending fetch/json work finish: setImmediate is left real (see doNotFake below). */
const flush = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('version poll', () => {
  it('polls every 5 minutes', () => {
    expect(VERSION_POLL_INTERVAL_MS).toBe(300_000);
  });

  it('adds a timestamp to the app.json url', () => {
    expect(versionUrl(1234)).toBe('/app.json?t=1234');
  });

  it('compares versions only when both are known', () => {
    expect(isNewVersion('1.0.0+a', '1.0.0+b')).toBe(true);
    expect(isNewVersion('1.0.0+a', '1.0.0+a')).toBe(false);
    expect(isNewVersion(null, '1.0.0+b')).toBe(false);
    expect(isNewVersion('1.0.0+a', null)).toBe(false);
  });

  it('logs a failed fetch with console.warn and yields null', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    await expect(fetchAppVersion(() => Promise.reject(new TypeError('Failed to fetch')))).resolves.toBeNull();
    await expect(fetchAppVersion(() => Promise.resolve(json({}, 404)))).resolves.toBeNull();
    await expect(fetchAppVersion(() => Promise.resolve(json({ built_at: 'x' })))).resolves.toBeNull();
    expect(warn).toHaveBeenCalledTimes(3);
  });

  describe('startVersionPoll', () => {
    beforeEach(() => jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick', 'queueMicrotask'] }));
    afterEach(() => {
      jest.clearAllTimers();
      jest.useRealTimers();
    });

    it('reports a version that differs from the one loaded at start, then stops', async () => {
      const versions = ['1+a', '1+a', '1+b'];
      const fetchImpl = jest.fn((url: string) => {
        expect(url).toMatch(/^\/app\.json\?t=\d+$/);
        return Promise.resolve(json({ version: versions.shift() ?? '1+c' }));
      });
      const onNewVersion = jest.fn();
      startVersionPoll({ onNewVersion, fetchImpl });
      await flush();
      expect(fetchImpl).toHaveBeenCalledTimes(1);

      jest.advanceTimersByTime(VERSION_POLL_INTERVAL_MS);
      await flush();
      expect(onNewVersion).not.toHaveBeenCalled();

      jest.advanceTimersByTime(VERSION_POLL_INTERVAL_MS);
      await flush();
      expect(onNewVersion).toHaveBeenCalledWith('1+b', '1+a');

      jest.advanceTimersByTime(VERSION_POLL_INTERVAL_MS * 3);
      await flush();
      expect(fetchImpl).toHaveBeenCalledTimes(3);
    });

    it('uses the first successful fetch as the baseline when the first one fails', async () => {
      jest.spyOn(console, 'warn').mockImplementation(() => {});
      const replies = [() => Promise.reject(new TypeError('offline')), () => Promise.resolve(json({ version: '2+a' }))];
      const fetchImpl = jest.fn(() => (replies.shift() ?? (() => Promise.resolve(json({ version: '2+a' }))))());
      const onNewVersion = jest.fn();
      startVersionPoll({ onNewVersion, fetchImpl });
      for (let i = 0; i < 3; i++) {
        await flush();
        jest.advanceTimersByTime(VERSION_POLL_INTERVAL_MS);
      }
      await flush();
      expect(fetchImpl).toHaveBeenCalledTimes(4);
      expect(onNewVersion).not.toHaveBeenCalled();
    });

    it('stops polling when stopped', async () => {
      const fetchImpl = jest.fn(() => Promise.resolve(json({ version: '1' })));
      const stop = startVersionPoll({ onNewVersion: jest.fn(), fetchImpl });
      await flush();
      stop();
      jest.advanceTimersByTime(VERSION_POLL_INTERVAL_MS * 2);
      expect(fetchImpl).toHaveBeenCalledTimes(1);
    });
  });
});
