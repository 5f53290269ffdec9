import { classifyRoute } from './route-rules';

describe('classifyRoute', () => {
  it.each([
    ['/login', 'auth'],
    ['/signup', 'auth'],
    ['/contact', 'public'],
    ['/privacy', 'public'],
    ['/terms', 'public'],
    ['/cookies', 'public'],
    ['/unavailable', 'public'],
    ['/unsubscribe', 'public'],
    ['/s/abc123', 'public'],
    ['/calendar/abc.ics', 'public'],
    ['/', 'app'],
    ['/profile', 'app'],
    ['/profile/', 'app'],
    ['/admin', 'app'],
    ['/companies', 'app'],
    ['/companies/new', 'app'],
    ['/company/7', 'app'],
    ['/company/7/monitoring/3/retailer-page-versions/9', 'app'],
    ['/workspaces', 'app'],
    ['/workspace/all', 'app'],
    ['/workspace/12/tasks', 'app'],
    ['/teams', 'app'],
    ['/teams/4', 'app'],
    ['/s', 'unknown'],
    ['/calendar', 'unknown'],
    ['/company', 'unknown'],
    ['/workspace', 'unknown'],
    ['/companies/new/extra', 'unknown'],
    ['/nope', 'unknown'],
    ['/loginx', 'unknown'],
  ])('%s is %s', (path, kind) => {
    expect(classifyRoute(path)).toBe(kind);
  });
});
