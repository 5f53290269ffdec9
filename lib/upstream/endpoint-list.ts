/**
 * The allowlist source: a copy of ../shared/spec/endpoints.txt (same syntax, `#` comments
 * dropped), then the project's additions. endpoints.test.ts checks that every line of the spec
 * file is matched, so a call added there and forgotten here fails the build.
 * Syntax: `METHOD path [multipart] [(note)]`; `CRUD base/{id}` = GET base, POST base,
 * GET/PUT/DELETE base/{id}; `{name}` is one path segment.
 */
export const SPEC_ENDPOINT_LINES = `
GET    user
POST   user                                   multipart
GET    user/invites
POST   auth/login
POST   auth/logout
POST   auth/signup
POST   auth/signup/business-data
POST   auth/verify-login
POST   auth/verify-signup
POST   user/phone
PUT    user/phone
DELETE user/phone
GET    user/other-users
GET    user/overview
POST   user/workspace-approval
GET    user/default-workspace
POST   user/default-workspace
GET    google/token
POST   google/token
DELETE google/token
GET    user/token-info
POST   user/regenerate-api-token
POST   user/generate-full-access-token
POST   user/generate-custom-token
GET    user/tokens
DELETE user/tokens
GET    teams
POST   teams                                  multipart
GET    teams/find
GET    teams/{teamId}
POST   teams/{teamId}                         multipart
DELETE teams/{teamId}
POST   teams/{teamId}/invite
DELETE teams/{teamId}/invite
DELETE teams/{teamId}/members/{userId}
PUT    teams/{teamId}/members/{userId}
DELETE teams/{teamId}/leave
POST   teams/invite/{inviteId}
DELETE teams/invite/{inviteId}
GET    workspaces
GET    workspaces/all
GET    workspaces/invites
POST   workspaces                             multipart
GET    workspaces/{workspaceId}
POST   workspaces/{workspaceId}               multipart
DELETE workspaces/{workspaceId}
POST   workspaces/{workspaceId}/goals
POST   workspaces/{workspaceId}/status
POST   workspaces/{workspaceId}/invite
DELETE workspaces/{workspaceId}/invite
POST   workspaces/{workspaceId}/add
POST   workspaces/{workspaceId}/user-invite/{inviteId}
DELETE workspaces/{workspaceId}/user-invite/{inviteId}
POST   workspaces/{workspaceId}/invite/{teamId}
DELETE workspaces/{workspaceId}/invite/{teamId}
DELETE workspaces/{workspaceId}/teams/{teamId}
PUT    workspaces/{workspaceId}/teams/{teamId}
DELETE workspaces/{workspaceId}/team/{teamId}/leave
POST   workspaces/{workspaceId}/transfer
GET    workspaces/retailers
GET    workspaces/dates
GET    workspaces/{workspaceId}/retailers
POST   workspaces/{workspaceId}/retailers
GET    workspaces/{workspaceId}/retailers/{workspaceCompanyRetailerId}
DELETE workspaces/{workspaceId}/retailers/{workspaceCompanyRetailerId}
GET    workspaces/{workspaceId}/retailers/{workspaceCompanyRetailerId}/contacts
GET    workspaces/{workspaceId}/retailers/{workspaceCompanyRetailerId}/products
GET    workspaces/{workspaceId}/retailers/{workspaceCompanyRetailerId}/insights
GET    workspaces/{workspaceId}/retailers/{workspaceCompanyRetailerId}/files
GET    workspaces/{workspaceId}/retailers/{workspaceCompanyRetailerId}/reviews
GET    workspaces/{workspaceId}/retailers/{workspaceCompanyRetailerId}/notes
POST   workspaces/{workspaceId}/retailers/{workspaceCompanyRetailerId}/notes
GET    workspaces/{workspaceId}/retailers/{workspaceCompanyRetailerId}/notes/{noteId}
GET    workspaces/brands
GET    workspaces/{workspaceId}/brands
POST   workspaces/{workspaceId}/brands
GET    workspaces/{workspaceId}/brands/{workspaceBrandId}
DELETE workspaces/{workspaceId}/brands/{workspaceBrandId}
POST   workspaces/{workspaceId}/brands/{workspaceBrandId}/note
GET    workspaces/{workspaceId}/brands/{workspaceBrandId}/notes
GET    workspaces/products
GET    workspaces/{workspaceId}/products
POST   workspaces/{workspaceId}/products
GET    workspaces/{workspaceId}/products/{workspaceProductId}
DELETE workspaces/{workspaceId}/products/{workspaceProductId}
POST   workspaces/{workspaceId}/products/{workspaceProductId}/note
GET    workspaces/{workspaceId}/products/{workspaceProductId}/notes
GET    workspaces/{workspaceId}/products/company-product/{companyProductId}
GET    files
POST   files                                  multipart
GET    files/{fileId}
PUT    files/{fileId}
DELETE files/{fileId}
POST   files/{fileId}/version                 multipart
GET    files/{fileId}/version/{versionId}
DELETE files/{fileId}/version/{versionId}
POST   files/{fileId}/discussion
POST   discussions/{discussionId}
DELETE discussions/{discussionId}
POST   discussions/{discussionId}/comment
PUT    discussions/{discussionId}/comment/{commentId}
DELETE discussions/{discussionId}/comment/{commentId}
PUT    notes/{noteId}
DELETE notes/{noteId}
GET    insights
POST   insights                               multipart
GET    insights/{insightId}
PUT    insights/{insightId}
DELETE insights/{insightId}
GET    insights/pending-resources
POST   insights/resources                     multipart
DELETE insights/pending-resources/{insightResourceId}
DELETE insights/{insightId}/resources/{insightResourceId}
POST   insights/{insightId}/resources/{insightResourceId}
POST   insights/{insightId}/discussion
GET    meetings
POST   meetings
GET    meetings/search
GET    meetings/{meetingId}
PUT    meetings/{meetingId}
DELETE meetings/{meetingId}
POST   meetings/{meetingId}/discussion
POST   meetings/{meetingId}/goal
POST   meetings/{meetingId}/topic
POST   meetings/{meetingId}/task
POST   meetings/{meetingId}/clone
POST   meetings/{meetingId}/copy
POST   meetings/{meetingId}/goal/order
POST   meetings/{meetingId}/topic/order
PUT    meetings/{meetingId}/goal/{goalId}
DELETE meetings/{meetingId}/goal/{goalId}
PUT    meetings/{meetingId}/topic/{topicId}
DELETE meetings/{meetingId}/topic/{topicId}
GET    tasks
POST   tasks
GET    tasks/{taskId}
PUT    tasks/{taskId}
DELETE tasks/{taskId}
POST   tasks/{taskId}/subtask
POST   tasks/{taskId}/discussion
POST   tasks/{taskId}/complete
POST   tasks/{taskId}/incomplete
POST   tasks/{taskId}/assign
POST   tasks/{taskId}/unassign
GET    tasks/{taskId}/files
POST   tasks/{taskId}/files                   multipart
DELETE tasks/{taskId}/files/{fileId}
GET    distributors/search
GET    distributors
GET    distributors/{distributorId}
POST   distributors
GET    retailers/search
GET    retailers
GET    retailers/{retailerId}
POST   retailers
GET    partners/search
GET    partners
GET    partners/{partnerId}
POST   partners
GET    superadmin/pending-workspace-requests
POST   superadmin/approve-workspace
POST   superadmin/disapprove-workspace
GET    companies
POST   companies                              multipart
GET    companies/retailers
GET    companies/retailers/dates
GET    companies/retailers/linked
GET    companies/retailers/company-retailer
POST   companies/generate-subdomain
POST   companies/check-subdomain-availability
GET    companies/{companyId}
POST   companies/{companyId}                  multipart (_method=PUT)
DELETE companies/{companyId}
POST   companies/{companyId}/team
DELETE companies/{companyId}/team/{teamId}
CRUD   companies/{companyId}/brands/{brandId}                       (update: multipart POST with _method=PUT)
CRUD   companies/{companyId}/products/{productId}
CRUD   companies/{companyId}/products/{productId}/images/{imageId}  (update: multipart POST with _method=PUT)
GET    companies/{companyId}/retailers/categories
POST   companies/{companyId}/retailers/categories
PUT    companies/{companyId}/retailers/categories/{categoryId}
DELETE companies/{companyId}/retailers/categories/{categoryId}
CRUD   companies/{companyId}/retailers/{retailerId}                 (update: multipart POST with _method=PUT; locations sent as a list)
CRUD   companies/{companyId}/retailers/{retailerId}/products/{retailerProductId}
CRUD   companies/{companyId}/contacts/{contactId}
CRUD   companies/{companyId}/reviews/{reviewId}
CRUD   companies/{companyId}/assignees/{assigneeId}
CRUD   companies/{companyId}/users/{userId}
CRUD   companies/{companyId}/partners/{partnerId}
CRUD   companies/{companyId}/distributors/{distributorId}
CRUD   companies/{companyId}/master-partners/{partnerId}
CRUD   companies/{companyId}/master-distributors/{distributorId}
CRUD   companies/{companyId}/scraping-requests/{scrapingRequestId}
CRUD   companies/{companyId}/monitoring-products/{monitoringProductId}
CRUD   companies/{companyId}/monitoring-products/{monitoringProductId}/requests/{requestId}
CRUD   companies/{companyId}/monitoring-products/{monitoringProductId}/variations/{variationId}
CRUD   companies/{companyId}/monitoring-products/{monitoringProductId}/reports/{reportId}
GET    companies/{companyId}/monitoring-products/{monitoringProductId}/reports/{reportId}/contents
CRUD   companies/{companyId}/monitoring-products/{monitoringProductId}/pages/{pageId}
CRUD   companies/{companyId}/monitoring-products/{monitoringProductId}/snapshots/{snapshotId}
GET    companies/{companyId}/monitoring-products/{monitoringProductId}/snapshots/{snapshotId}/versions
GET    companies/{companyId}/monitoring-products/{monitoringProductId}/snapshots/{snapshotId}/versions/{versionId}
CRUD   companies/{companyId}/monitoring-products/{monitoringProductId}/reviews/{reviewId}
CRUD   companies/{companyId}/monitoring-products/{monitoringProductId}/prices/{priceId}
POST   short-code
GET    short-code/{code}
GET    search
GET    notifications
GET    notifications/{notificationId}
POST   uploads                                multipart
POST   contacts
POST   broadcasting/auth
`;

/** Calls the product needs beyond the spec catalogue. */
export const PROJECT_ENDPOINT_LINES = `
GET    openapi.json
GET    short-code/{code}/preview
POST   short-code/{code}/access-requests
GET    superadmin/users
GET    superadmin/activity
POST   superadmin/impersonate
GET    uploads/{name}
GET    files/{fileId}/version/{versionId}/download
GET    files/{fileId}/version/{versionId}/preview
GET    files/{fileId}/version/{versionId}/compare
GET    insights/{insightId}/file
GET    insights/resources
GET    insights/resources/{insightResourceId}/download
GET    workspaces/{workspaceId}/members
PUT    companies/{companyId}
POST   companies/{companyId}/monitoring-products/{monitoringProductId}/test-extraction
GET    companies/{companyId}/monitoring-products/{monitoringProductId}/seller-offers
GET    companies/{companyId}/map-cases
GET    companies/{companyId}/map-cases/{caseId}
PUT    companies/{companyId}/map-cases/{caseId}
POST   companies/{companyId}/map-cases/{caseId}/notice-draft
POST   companies/{companyId}/map-cases/{caseId}/notices
GET    companies/{companyId}/map-settings
PUT    companies/{companyId}/map-settings
GET    companies/{companyId}/authorized-sellers
POST   companies/{companyId}/authorized-sellers
DELETE companies/{companyId}/authorized-sellers/{authorizedSellerId}
GET    companies/{companyId}/scorecards/{retailerId}
GET    companies/{companyId}/scorecard-links
POST   companies/{companyId}/scorecard-links
DELETE companies/{companyId}/scorecard-links/{scorecardLinkId}
GET    public-scorecards/{token}
GET    meetings/busy
GET    meetings/{meetingId}/calendar-sync
POST   meetings/{meetingId}/calendar-sync
GET    meetings/{meetingId}/ics
GET    user/calendar-feed
POST   user/calendar-feed
DELETE user/calendar-feed
GET    workspaces/{workspaceId}/activity
GET    companies/{companyId}/activity
GET    trash
GET    workspaces/{workspaceId}/trash
GET    companies/{companyId}/trash
POST   trash/{trashId}/restore
POST   notifications/read-all
GET    follows/{kind}/{recordId}
PUT    follows/{kind}/{recordId}
DELETE follows/{kind}/{recordId}
GET    user/notification-preferences
PUT    user/notification-preferences
GET    unsubscribe                                                  (token in the query: what a mail's link stops)
POST   unsubscribe                                                  (one-click, RFC 8058)
GET    companies/{companyId}/imports
POST   companies/{companyId}/imports                                multipart (file: CSV or XLSX)
GET    companies/{companyId}/imports/{importId}
POST   companies/{companyId}/imports/{importId}/preview
POST   companies/{companyId}/imports/{importId}/confirm
GET    companies/{companyId}/imports/{importId}/report              (CSV download)
POST   companies/{companyId}/listings/monitor
GET    companies/{companyId}/exports/{dataset}
GET    workspaces/{workspaceId}/exports/{dataset}
GET    companies/{companyId}/webhooks
POST   companies/{companyId}/webhooks
GET    companies/{companyId}/webhooks/{webhookId}
PATCH  companies/{companyId}/webhooks/{webhookId}
DELETE companies/{companyId}/webhooks/{webhookId}
POST   companies/{companyId}/webhooks/{webhookId}/rotate-secret
GET    companies/{companyId}/webhooks/{webhookId}/deliveries
POST   companies/{companyId}/webhooks/{webhookId}/deliveries/{deliveryId}/resend
GET    workspaces/{workspaceId}/webhooks
POST   workspaces/{workspaceId}/webhooks
GET    workspaces/{workspaceId}/webhooks/{webhookId}
PATCH  workspaces/{workspaceId}/webhooks/{webhookId}
DELETE workspaces/{workspaceId}/webhooks/{webhookId}
POST   workspaces/{workspaceId}/webhooks/{webhookId}/rotate-secret
GET    workspaces/{workspaceId}/webhooks/{webhookId}/deliveries
POST   workspaces/{workspaceId}/webhooks/{webhookId}/deliveries/{deliveryId}/resend
`;

/** Calls allowed without a session (`METHOD path`, as written above). */
export const PUBLIC_ENDPOINTS: readonly string[] = [
  'POST auth/login',
  'POST auth/signup',
  'POST auth/verify-login',
  'POST auth/verify-signup',
  'POST contacts',
  'GET uploads/{name}',
  'GET short-code/{code}',
  'GET short-code/{code}/preview',
  // The public API's document (`/api/v1/openapi.json`): readable before anyone has a token.
  'GET openapi.json',
  'GET unsubscribe',
  'POST unsubscribe',
  'GET public-scorecards/{token}',
];

/**
 * Writes whose credential is in the URL (a signed token), not the session cookie: CSRF cannot
 * misuse a cookie they never read, and mail providers send RFC 8058 one-click POSTs without an
 * Origin, so the origin check is skipped for them.
 */
export const URL_CREDENTIAL_ENDPOINTS: readonly string[] = ['POST unsubscribe'];
