import Link from 'next/link';

/** The "← Workspaces" eyebrow of the workspace screens. */
export function BackToWorkspaces() {
  return (
    <Link href="/workspaces" className="font-medium text-primary hover:underline">
      ← Workspaces
    </Link>
  );
}
