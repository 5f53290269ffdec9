import Link from 'next/link';

/** The "← Somewhere" eyebrow of the company-area screens. */
export function BackLink({ href, label }: { href: string; label: string }) {
  return (
    <Link href={href} className="font-medium text-primary hover:underline">
      <span aria-hidden="true">← </span>
      {label}
    </Link>
  );
}
