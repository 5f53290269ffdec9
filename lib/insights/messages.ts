/** Section 8 texts of the insight screens: success toast titles and error fallbacks. */
export const INSIGHT_MSG = {
  fetch: 'Error fetching insights',
  create: 'Error creating insights',
  /** The spec lists no update text for insights; the project's choice, in the same wording. */
  update: 'Error updating insights',
  delete: 'Error deleting insights',
  created: 'Insight created',
  updated: 'Insight updated',
  deleted: 'Insight deleted',
  resourceUploaded: 'Resource uploaded',
  resourcesUploaded: 'Resources uploaded',
  resourceDeleted: 'Resource deleted',
  resourceAttached: 'Resource attached',
  resourcesAttached: 'Resources attached',
  resourceDetached: 'Resource detached',
  /** Shown in an open detail when someone else deleted the insight. */
  gone: 'This insight was deleted.',
} as const;
