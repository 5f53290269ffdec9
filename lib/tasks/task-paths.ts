/** API paths of tasks (endpoints.txt, relative to /api). App addresses come from `recordUrl`. */
export const TASKS_API = 'tasks';
export const taskApi = (id: number) => `tasks/${id}`;
export const taskActionApi = (id: number, action: 'subtask' | 'complete' | 'incomplete' | 'assign' | 'unassign' | 'files') => `tasks/${id}/${action}`;
export const taskFileApi = (taskId: number, fileId: number) => `tasks/${taskId}/files/${fileId}`;
/** A stored version's download through the BFF (files never have public URLs). */
export const fileDownloadHref = (fileId: number, versionId: number) => `/api/files/${fileId}/version/${versionId}/download`;
