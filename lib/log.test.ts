import { log, logSink, setLogLevel } from './log';

let lines: string[];
const saved = process.env.LOG_LEVEL;
beforeEach(() => {
  lines = [];
  jest.spyOn(logSink, 'write').mockImplementation((line) => void lines.push(line));
});
afterEach(() => {
  process.env.LOG_LEVEL = saved;
  setLogLevel(null);
});

describe('log', () => {
  it('writes one JSON object per line from LOG_LEVEL up (info by default)', () => {
    delete process.env.LOG_LEVEL;
    setLogLevel(null);
    log('debug', 'hidden');
    log('info', 'api', { request_id: 'r1', status: 200, skipped: undefined });
    log('error', 'boom');
    expect(lines).toEqual(['{"level":"info","msg":"api","request_id":"r1","status":200}', '{"level":"error","msg":"boom"}']);
  });

  it('writes nothing at silent, and warns once about an unknown level, then uses info', () => {
    process.env.LOG_LEVEL = 'silent';
    setLogLevel(null);
    log('error', 'quiet');
    expect(lines).toEqual([]);

    process.env.LOG_LEVEL = 'verbose';
    setLogLevel(null);
    log('debug', 'hidden');
    log('info', 'shown');
    expect(lines.map((line) => (JSON.parse(line) as { level: string; msg: string }).level)).toEqual(['warn', 'info']);
    expect((JSON.parse(lines[0]) as { msg: string }).msg).toContain('LOG_LEVEL "verbose"');
  });
});
