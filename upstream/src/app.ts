import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppDeps, AppEnv } from './app-env';
import { handleError, notFoundHandler, validationHook } from './lib/http';
import { createRouter } from './lib/router';
import { clientIp } from './middleware/client-ip';
import { requestLog } from './middleware/request-log';
import { guardInput } from './lib/input-guard';
import { writeTransaction } from './middleware/write-transaction';
import { placeScopeStore } from './services/access/place-scope';
import { authRouter } from './routes/auth';
import { broadcastingRouter } from './routes/broadcasting';
import { contactsRouter } from './routes/contacts';
import { devRouter, devSmsRouter } from './routes/dev';
import { superadminRouter } from './routes/superadmin';
import { activityRouter } from './routes/activity';
import { trashRouter } from './routes/trash';
import { workspacesRouter } from './routes/workspaces';
import { teamsRouter } from './routes/teams';
import { uploadsRouter } from './routes/uploads';
import { userRouter } from './routes/user';
import { accountRouter } from './routes/account';
import { notificationsRouter } from './routes/notifications';
import { notificationPreferencesRouter } from './routes/notification-preferences';
import { unsubscribeRouter } from './routes/unsubscribe';
import { googleRouter } from './routes/google';
import { calendarFeedsRouter } from './routes/calendar-feeds';
import { retailersRouter } from './routes/retailers';
import { reviewsRouter } from './routes/reviews';
import { companyRetailerListsRouter } from './routes/company-retailer-lists';
import { partnersRouter } from './routes/partners';
import { distributorsRouter } from './routes/distributors';
import { mastersRouter } from './routes/masters';
import { assigneesRouter } from './routes/assignees';
import { companyUsersRouter } from './routes/company-users';
import { directoriesRouter } from './routes/directories';
import { companiesRouter } from './routes/companies';
import { brandsRouter } from './routes/brands';
import { productsRouter } from './routes/products';
import { importsRouter } from './routes/imports';
import { filesRouter } from './routes/files';
import { discussionsRouter } from './routes/discussions';
import { followsRouter } from './routes/follows';
import { workspaceRecordsRouter } from './routes/workspace-records';
import { notesRouter } from './routes/notes';
import { workspaceMembersRouter } from './routes/workspace-members';
import { insightsRouter } from './routes/insights';
import { tasksRouter } from './routes/tasks';
import { meetingsRouter } from './routes/meetings';
import { shortCodesRouter } from './routes/short-codes';
import { searchRouter } from './routes/search';
import { healthRouter } from './routes/health';
import { monitoringProductsRouter } from './routes/monitoring/products';
import { monitoringVariationsRouter } from './routes/monitoring/variations';
import { monitoringPagesRouter } from './routes/monitoring/pages';
import { scrapingRequestsRouter } from './routes/monitoring/scraping-requests';
import { testExtractionRouter } from './routes/monitoring/test-extraction';
import { monitoringRequestsRouter } from './routes/monitoring/requests';
import { monitoringSnapshotsRouter } from './routes/monitoring/snapshots';
import { monitoringPricesRouter } from './routes/monitoring/prices';
import { monitoringReviewsRouter } from './routes/monitoring/reviews';
import { monitoringReportsRouter } from './routes/monitoring/reports';
import { mapCasesRouter } from './routes/monitoring/map-cases';
import { mapSettingsRouter } from './routes/monitoring/map-settings';
import { authorizedSellersRouter } from './routes/monitoring/authorized-sellers';
import { scorecardsRouter } from './routes/monitoring/scorecards';
import { publicScorecardsRouter } from './routes/monitoring/public-scorecards';
import { exportsRouter } from './routes/exports';
import { publicDocument } from './lib/openapi/public-document';
import { webhooksRouter } from './routes/webhooks';
import { registerWebhookDocs } from './lib/webhook-docs';

/** Builds the upstream HTTP app around its dependencies; tests build one on an in-memory database. */
export function createApp(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  app.use('*', requestLog);
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  app.use('*', clientIp);
  // A custom token's places (companies, workspaces), filled in by requireAuth, read by the access module.
  app.use('/api/*', placeScopeStore);
  app.use('/api/*', guardInput);
  // Every write in one transaction with its answer; Idempotency-Key repeats answered from it.
  app.use('/api/*', writeTransaction);

  const api = createRouter();
  api.route('/', authRouter);
  api.route('/', userRouter);
  api.route('/', uploadsRouter);
  api.route('/', contactsRouter);
  api.route('/', broadcastingRouter);
  api.route('/', superadminRouter);
  api.route('/', activityRouter);
  api.route('/', trashRouter);
  api.route('/', workspacesRouter);
  api.route('/', teamsRouter);
  api.route('/', accountRouter);
  api.route('/', notificationsRouter);
  api.route('/', notificationPreferencesRouter);
  api.route('/', unsubscribeRouter);
  api.route('/', googleRouter);
  api.route('/', calendarFeedsRouter);
  api.route('/', retailersRouter);
  api.route('/', reviewsRouter);
  api.route('/', companyRetailerListsRouter);
  api.route('/', partnersRouter);
  api.route('/', distributorsRouter);
  api.route('/', mastersRouter);
  api.route('/', assigneesRouter);
  api.route('/', companyUsersRouter);
  api.route('/', directoriesRouter);
  api.route('/', companiesRouter);
  api.route('/', brandsRouter);
  api.route('/', productsRouter);
  api.route('/', importsRouter);
  api.route('/', filesRouter);
  api.route('/', discussionsRouter);
  api.route('/', followsRouter);
  api.route('/', workspaceRecordsRouter);
  api.route('/', notesRouter);
  api.route('/', workspaceMembersRouter);
  api.route('/', insightsRouter);
  api.route('/', tasksRouter);
  api.route('/', meetingsRouter);
  api.route('/', shortCodesRouter);
  api.route('/', searchRouter);
  api.route('/', monitoringProductsRouter);
  api.route('/', monitoringVariationsRouter);
  api.route('/', monitoringPagesRouter);
  api.route('/', scrapingRequestsRouter);
  api.route('/', testExtractionRouter);
  api.route('/', monitoringRequestsRouter);
  api.route('/', monitoringSnapshotsRouter);
  api.route('/', monitoringPricesRouter);
  api.route('/', monitoringReviewsRouter);
  api.route('/', monitoringReportsRouter);
  api.route('/', mapCasesRouter);
  api.route('/', mapSettingsRouter);
  api.route('/', authorizedSellersRouter);
  api.route('/', scorecardsRouter);
  api.route('/', publicScorecardsRouter);
  api.route('/', exportsRouter);
  api.route('/', webhooksRouter);
  app.route('/api', api);
  app.route('/', healthRouter);

  app.openAPIRegistry.registerComponent('securitySchemes', 'bearer', { type: 'http', scheme: 'bearer' });
  registerWebhookDocs(app.openAPIRegistry);
  // The document of the public API (`/api/v1/openapi.json` on the app's origin): lib/openapi/public-document.ts.
  app.get('/api/openapi.json', (c) => c.json(publicDocument(app)));

  if (deps.config.mail.transport === 'outbox') app.route('/', devRouter);
  if (deps.config.sms.transport === 'outbox') app.route('/', devSmsRouter);
  app.notFound(notFoundHandler);
  app.onError(handleError);
  return app;
}

export type UpstreamApp = ReturnType<typeof createApp>;

/** `METHOD path` lines relative to /api, parameters as {name}; what `npm run -s routes` prints. */
export function routeTable(app: UpstreamApp): string[] {
  const seen = new Set<string>();
  for (const r of app.routes) {
    if (r.method === 'ALL' || !r.path.startsWith('/api/')) continue;
    const path = r.path.slice('/api/'.length).replace(/:([A-Za-z0-9_]+)(\{[^}]*\})?/g, '{$1}');
    seen.add(`${r.method} ${path}`);
  }
  return [...seen].sort((a, b) => a.split(' ')[1].localeCompare(b.split(' ')[1]) || a.localeCompare(b));
}
