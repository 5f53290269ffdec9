import type { Db } from '../../db/client';
import { requireCompany } from '../access/company-guard';
import { requireFile, requireInsight, requireMeeting, requireTask } from '../access/content-guard';
import { requireTeamAdmin, requireWorkspace } from '../access/guards';
import { requireComment, requireDiscussion } from '../discussions/read-discussions';
import { requireNoteDeletable } from '../notes/delete-note';
import { requireNote } from '../notes/read-notes';
import { requireWorkspaceViewer } from '../workspace-records/read-workspace-records';
import type { RecordKind } from '../workspace-records/read-workspace-records';
import { requireRemovableWorkspaceRecord } from '../workspace-records/remove-workspace-record';

/**
 * Asks, for a record back from the trash, the question its delete route asked: the same access
 * function with the same need. It throws (404/403) when the user may not delete it now, so
 * whoever could delete a record is exactly whoever can restore it (decision 0027).
 */
export type RestoreGuard = (db: Db, userId: number, ids: Record<string, number>) => Promise<unknown>;

const companyWrite: RestoreGuard = (db, userId, ids) => requireCompany(db, userId, ids.companyId, 'write');
const workspaceRecord =
  (kind: RecordKind, param: string): RestoreGuard =>
  async (db, userId, ids) =>
    requireRemovableWorkspaceRecord(db, await requireWorkspaceViewer(db, userId, ids.workspaceId, 'read'), kind, ids[param]);

const C = 'DELETE companies/{companyId}';
const P = `${C}/monitoring-products/{monitoringProductId}`;

/**
 * The deletes that go to the trash, by route pattern. Left out on purpose: what is not a record
 * of the business (sessions, API tokens, a phone number, a calendar feed, invitations, someone
 * leaving a team, a link between two records) and what is machine output kept by count anyway
 * (a page's prices, snapshots, scraping requests). A revoked token or a removed member must not
 * come back by an "undo".
 */
export const TRASHED_ROUTES: Record<string, RestoreGuard> = {
  [C]: companyWrite,
  [`${C}/brands/{brandId}`]: companyWrite,
  [`${C}/products/{productId}`]: companyWrite,
  [`${C}/products/{productId}/images/{imageId}`]: companyWrite,
  [`${C}/retailers/{retailerId}`]: companyWrite,
  [`${C}/retailers/{retailerId}/products/{retailerProductId}`]: companyWrite,
  [`${C}/retailers/categories/{categoryId}`]: companyWrite,
  [`${C}/contacts/{contactId}`]: companyWrite,
  [`${C}/partners/{partnerId}`]: companyWrite,
  [`${C}/distributors/{distributorId}`]: companyWrite,
  [`${C}/reviews/{reviewId}`]: companyWrite,
  [P]: companyWrite,
  [`${P}/pages/{pageId}`]: companyWrite,
  [`${P}/variations/{variationId}`]: companyWrite,
  [`${P}/reports/{reportId}`]: companyWrite,
  'DELETE files/{fileId}': (db, userId, ids) => requireFile(db, userId, ids.fileId, 'write'),
  'DELETE files/{fileId}/version/{versionId}': (db, userId, ids) => requireFile(db, userId, ids.fileId, 'write'),
  'DELETE insights/{insightId}': (db, userId, ids) => requireInsight(db, userId, ids.insightId, 'write'),
  'DELETE discussions/{discussionId}': (db, userId, ids) => requireDiscussion(db, userId, ids.discussionId, 'edit'),
  'DELETE discussions/{discussionId}/comment/{commentId}': async (db, userId, ids) => {
    await requireDiscussion(db, userId, ids.discussionId, 'read');
    return requireComment(db, userId, ids.discussionId, ids.commentId);
  },
  'DELETE meetings/{meetingId}': (db, userId, ids) => requireMeeting(db, userId, ids.meetingId, 'delete'),
  'DELETE meetings/{meetingId}/goal/{goalId}': (db, userId, ids) => requireMeeting(db, userId, ids.meetingId, 'write'),
  'DELETE meetings/{meetingId}/topic/{topicId}': (db, userId, ids) => requireMeeting(db, userId, ids.meetingId, 'write'),
  'DELETE tasks/{taskId}': (db, userId, ids) => requireTask(db, userId, ids.taskId, 'delete'),
  'DELETE notes/{noteId}': async (db, userId, ids) => requireNoteDeletable(await requireNote(db, userId, ids.noteId)),
  'DELETE teams/{teamId}': (db, userId, ids) => requireTeamAdmin(db, userId, ids.teamId),
  'DELETE workspaces/{workspaceId}': (db, userId, ids) => requireWorkspace(db, userId, ids.workspaceId, 'administer'),
  'DELETE workspaces/{workspaceId}/retailers/{workspaceCompanyRetailerId}': workspaceRecord('retailer', 'workspaceCompanyRetailerId'),
  'DELETE workspaces/{workspaceId}/brands/{workspaceBrandId}': workspaceRecord('brand', 'workspaceBrandId'),
  'DELETE workspaces/{workspaceId}/products/{workspaceProductId}': workspaceRecord('product', 'workspaceProductId'),
};
