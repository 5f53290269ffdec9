import { Link } from './link';

/** Where "← Somewhere" above a detail screen leads. */
export type DetailBack = { href: string; label: string };

/**
 * The "← Somewhere" eyebrow of a detail screen (the arrow is decoration; the link is named by the
 * place). A module of its own, not in detail-header.tsx: the list and monitoring screens draw it
 * without a detail header, and would otherwise carry the header's avatar and "⋯" menu in their first
 * load (the bundler keeps a module's every export once one is used).
 */
export function BackLink({ href, label }: DetailBack) {
  return (
    <Link href={href} className="font-medium text-primary hover:underline">
      <span aria-hidden="true">← </span>
      {label}
    </Link>
  );
}
