/** Section 8's texts for the files screen (fallbacks of failed calls, success toasts). */
export const FILE_MSG = {
  fetchList: 'Error fetching files',
  fetch: 'Error fetching files',
  create: 'Error creating files',
  created: 'File uploaded',
  update: 'Error updating files',
  updated: 'File updated',
  remove: 'Error deleting files',
  removed: 'File deleted',
  versionCreate: 'Error creating files',
  versionCreated: 'New version added',
  versionRemove: 'Error deleting files',
  versionRemoved: 'Version deleted',
  deletedElsewhere: 'This file was deleted.',
  compare: 'Could not compare the versions.',
} as const;
