import { notFound } from 'next/navigation';

export const metadata = { title: 'Company' };

/**
 * Company-area paths without a screen: every section of spec §2 (monitoring included)
 * has a real page, which takes precedence over this catch-all, so whatever reaches it is a 404.
 */
export default function CompanyAreaPage(): never {
  notFound();
}
