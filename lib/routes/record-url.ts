/** The app path that opens a shared record (notifications, search results, short links). */
export type RecordType = 'file' | 'insight' | 'meeting' | 'task';

export function recordUrl(type: RecordType, id: number, workspaceId: number): string {
  switch (type) {
    case 'file':
      return `/workspace/${workspaceId}/files?fileId=${id}`;
    case 'insight':
      return `/workspace/${workspaceId}/insights?insightId=${id}`;
    case 'meeting':
      return `/workspace/${workspaceId}/meetings/${id}`;
    case 'task':
      return `/workspace/${workspaceId}/tasks?taskId=${id}`;
  }
}
