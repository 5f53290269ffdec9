/** Toasts and fallbacks of discussions and comments (section 8 gives none: these follow its pattern). */
export const DISCUSSION_MSG = {
  create: 'Error creating discussion',
  created: 'Discussion started',
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
