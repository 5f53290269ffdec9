import { NotBuilt } from '@/components/shell/not-built';

export const metadata = { title: 'Workspaces' };

export default function WorkspacesPage() {
  return <NotBuilt title="Workspaces" what="The workspaces list" />;
}
