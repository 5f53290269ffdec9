import { NotBuilt } from '@/components/shell/not-built';

export const metadata = { title: 'New company' };

export default function NewCompanyPage() {
  return <NotBuilt title="New company" what="Creating a company" />;
}
