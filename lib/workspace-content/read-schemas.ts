/**
 * The contracts of the workspace content screens' browser reads (lists and details), as the
 * server prefetch parses them (lib/workspace-content/server-lists.ts). Loaded only through
 * read-schema.ts, outside production builds: this module brings zod.
 */
import { busyList, meetingCalendarSyncList } from '@/lib/contract/calendar';
import { dataOf, pageOf } from '@/lib/contract/common';
import { fileDetailResource, fileResource, fileVersionCompareResource } from '@/lib/contract/files';
import { insightDetailResource, insightRecord, insightResourceResource } from '@/lib/contract/insights';
import { meetingDetailResource, meetingResource } from '@/lib/contract/meetings';
import { taskDetailResource, taskResource } from '@/lib/contract/tasks';

export const READ_SCHEMAS = {
  filePage: pageOf(fileResource),
  fileDetail: dataOf(fileDetailResource),
  fileCompare: dataOf(fileVersionCompareResource),
  insightPage: pageOf(insightRecord),
  insightDetail: dataOf(insightDetailResource),
  insightResourcePage: pageOf(insightResourceResource),
  meetingPage: pageOf(meetingResource),
  meetingDetail: dataOf(meetingDetailResource),
  meetingCalendarSync: meetingCalendarSyncList,
  busyTimes: busyList,
  taskPage: pageOf(taskResource),
  taskDetail: dataOf(taskDetailResource),
};
