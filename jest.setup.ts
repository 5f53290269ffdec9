// Request log lines (lib/log.ts, upstream/src/lib/log.ts) would bury test output; tests that check
// them lower the level themselves (setLogLevel). `LOG_LEVEL=info npx jest …` shows them.
process.env.LOG_LEVEL ??= 'silent';

// A test that logs an error has hidden a failure: make it fail (epic-stack's habit).
const originalError = console.error;
beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    originalError(...args);
    throw new Error(`console.error was called: ${args.map(String).join(' ')}`);
  });
});
afterEach(() => {
  jest.restoreAllMocks();
});
