import { NotBuilt } from '@/components/shell/not-built';

export const metadata = { title: 'Companies' };

export default function CompaniesPage() {
  return <NotBuilt title="Companies" what="The companies list" />;
}
