/**
 * What the header's workspace switcher says: where you are, not a bare count
 * ("Workspaces 0" read as "you have no workspaces"). In a workspace, its name; on `/workspace/all`,
 * the saved selection with its size; elsewhere, "All workspaces" (no workspace is current).
 */
export type SwitcherLabel = { text: string; count: number | null; currentId: number | null };

export function switcherLabel(pathname: string, workspaces: readonly { id: number; name: string }[], selectedCount: number): SwitcherLabel {
  const m = /^\/workspace\/([^/]+)/.exec(pathname);
  if (m?.[1] === 'all') return { text: 'All selected', count: selectedCount, currentId: null };
  if (m && /^\d+$/.test(m[1])) {
    const id = Number(m[1]);
    return { text: workspaces.find((w) => w.id === id)?.name || 'Workspace', count: null, currentId: id };
  }
  return { text: 'All workspaces', count: null, currentId: null };
}

/** What the selection is for, said in the panel and to screen readers. */
export const SELECTION_PURPOSE = 'Open one workspace, or tick several to see their files, insights, meetings and tasks together under “All selected”.';
