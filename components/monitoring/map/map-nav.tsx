import { Link } from '@/components/ui/link';
import { authorizedSellersHref, mapCasesHref, monitoringHref, scorecardsHref } from '@/lib/monitoring/paths';

type Section = 'products' | 'cases' | 'sellers' | 'scorecards';

/** The monitoring sections: products, MAP cases, authorised sellers, retailer scorecards. */
export function MapNav({ companyId, current }: { companyId: number; current: Section }) {
  const items: { id: Section; label: string; href: string }[] = [
    { id: 'products', label: 'Products', href: monitoringHref(companyId) },
    { id: 'cases', label: 'MAP cases', href: mapCasesHref(companyId) },
    { id: 'sellers', label: 'Authorised sellers', href: authorizedSellersHref(companyId) },
    { id: 'scorecards', label: 'Scorecards', href: scorecardsHref(companyId) },
  ];
  return (
    <nav aria-label="Monitoring sections" className="-mx-1 mb-4 flex gap-1 overflow-x-auto pb-1">
      {items.map((i) => (
        <Link
          key={i.id}
          href={i.href}
          aria-current={i.id === current ? 'page' : undefined}
          className={`shrink-0 rounded-control px-3 py-1.5 text-sm font-medium ${i.id === current ? 'bg-primary-soft text-primary' : 'text-muted-foreground hover:bg-muted hover:text-foreground'}`}
        >
          {i.label}
        </Link>
      ))}
    </nav>
  );
}
