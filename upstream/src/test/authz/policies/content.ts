import type { Policy } from '../rules';
import { documentForm } from '../../content-fixtures';
import { pdf } from '../world-content';

const discuss = () => ({ title: 'Question', body: 'Why?' });

/** Files, insights and discussions of workspace W, all authored by the owner. */
export const contentPolicies: Record<string, Policy> = {
  'GET files': { rule: 'signed-in' },
  'POST files': { rule: 'ws-write', body: (w) => documentForm({ name: 'New file', workspace_id: String(w.ws) }, pdf) },
  'GET files/{fileId}': { rule: 'ws-read' },
  // Edit or delete someone's file: a manager (admin of a full-access team) or its author.
  'PUT files/{fileId}': { rule: 'ws-manage', body: () => ({ name: 'Deck' }) },
  'DELETE files/{fileId}': { rule: 'ws-manage' },
  // Restoring asks the delete's own rule (a deleted file of W: its author or a manager).
  'POST trash/{trashId}/restore': { rule: 'ws-manage', params: (w) => ({ trashId: w.trashed }) },
  'POST files/{fileId}/version': { rule: 'ws-manage', body: () => documentForm({}, pdf) },
  'GET files/{fileId}/version/{versionId}': { rule: 'ws-read' },
  'GET files/{fileId}/version/{versionId}/download': { rule: 'ws-read' },
  'GET files/{fileId}/version/{versionId}/preview': { rule: 'ws-read' },
  // Walked on W's text file, so an allowed reader gets the diff (200), not the 422 of two PDFs.
  'GET files/{fileId}/version/{versionId}/compare': {
    rule: 'ws-read',
    params: (w) => ({ fileId: w.textFile, versionId: w.textVersion }),
    query: (w) => `with=${w.textPrevious}`,
  },
  'DELETE files/{fileId}/version/{versionId}': { rule: 'ws-manage' },
  // Read-only teams read and discuss.
  'POST files/{fileId}/discussion': { rule: 'ws-read', body: discuss },
  'GET insights': { rule: 'signed-in' },
  'POST insights': { rule: 'ws-write', body: (w) => documentForm({ name: 'New insight', type: 'Sales', workspace_id: String(w.ws) }) },
  'GET insights/{insightId}': { rule: 'ws-read' },
  'PUT insights/{insightId}': { rule: 'ws-manage', body: () => ({ name: 'Prices up' }) },
  'DELETE insights/{insightId}': { rule: 'ws-manage' },
  'GET insights/{insightId}/file': { rule: 'ws-read' },
  'POST insights/{insightId}/discussion': { rule: 'ws-read', body: discuss },
  // Attaching takes the caller's own pending resource: the owner's is not even visible to a manager.
  'POST insights/{insightId}/resources/{insightResourceId}': {
    rule: 'ws-manage',
    params: (w) => ({ insightResourceId: w.pendingResource }),
    except: { fullAdmin: 404 },
  },
  'DELETE insights/{insightId}/resources/{insightResourceId}': { rule: 'ws-manage' },
  'GET insights/resources': { rule: 'signed-in' },
  'POST insights/resources': { rule: 'signed-in', body: () => documentForm({}, pdf) },
  'GET insights/resources/{insightResourceId}/download': { rule: 'ws-read' },
  'GET insights/pending-resources': { rule: 'signed-in' },
  'DELETE insights/pending-resources/{insightResourceId}': { rule: 'owner-only', params: (w) => ({ insightResourceId: w.pendingResource }) },
  // The discussion (on the file) and its comment are the owner's: an editor of the subject may
  // change the discussion; only the author the comment.
  'POST discussions/{discussionId}': { rule: 'ws-manage', body: () => ({ title: 'Thoughts' }) },
  'DELETE discussions/{discussionId}': { rule: 'ws-manage' },
  'POST discussions/{discussionId}/comment': { rule: 'ws-read', body: () => ({ body: 'Agreed' }) },
  'PUT discussions/{discussionId}/comment/{commentId}': { rule: 'author', body: () => ({ body: 'First!' }) },
  'DELETE discussions/{discussionId}/comment/{commentId}': { rule: 'author' },
  // Following (issue 33): whoever reads the record, read-only teams included; walked on W's task.
  'GET follows/{kind}/{recordId}': { rule: 'ws-read', params: (w) => ({ kind: 'task', recordId: w.task }) },
  'PUT follows/{kind}/{recordId}': { rule: 'ws-read', params: (w) => ({ kind: 'task', recordId: w.task }) },
  'DELETE follows/{kind}/{recordId}': { rule: 'ws-read', params: (w) => ({ kind: 'task', recordId: w.task }) },
};
