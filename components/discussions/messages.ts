/**
 * Toasts and fallbacks of discussions and comments (section 8 gives none: these follow its pattern).
 * Starting a discussion or commenting has no success toast: the new item appears in the panel.
 */
export const DISCUSSION_MSG = {
  create: 'Error creating discussion',
  update: 'Error updating discussion',
  updated: 'Discussion has been updated successfully',
  remove: 'Error deleting discussion',
  removed: 'Discussion deleted',
  commentCreate: 'Error creating comment',
  commentUpdate: 'Error updating comment',
  commentUpdated: 'Comment has been updated successfully',
  commentRemove: 'Error deleting comment',
  commentRemoved: 'Comment deleted',
} as const;
