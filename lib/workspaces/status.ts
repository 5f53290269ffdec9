import { WORKSPACE_STATUSES } from '@/lib/contract/values';
import type { StatusColor, WorkspaceStatus } from '@/lib/contract/workspaces';

export const isWorkspaceStatus = (value: string): value is WorkspaceStatus => Object.hasOwn(WORKSPACE_STATUSES, value);

/** "on_hold" → "On hold". */
export function statusLabel(status: string): string {
  const words = status.replace(/_/g, ' ').trim();
  return words ? words[0].toUpperCase() + words.slice(1) : 'Unknown';
}

export const STATUS_OPTIONS: { value: WorkspaceStatus; label: string }[] = (Object.keys(WORKSPACE_STATUSES) as WorkspaceStatus[]).map((value) => ({
  value,
  label: statusLabel(value),
}));

const COLORS = new Set<string>(Object.values(WORKSPACE_STATUSES));

/** The colour to show: the resource's status_color when it is one we style, else the status's own, else gray. */
export function badgeColor(status: string, statusColor?: string | null): StatusColor {
  if (statusColor && COLORS.has(statusColor)) return statusColor as StatusColor;
  return isWorkspaceStatus(status) ? WORKSPACE_STATUSES[status] : 'gray';
}
