import type { ReactNode } from 'react';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { FACT_TERM } from '@/components/ui/detail-facts';
import type { Brand } from '@/lib/contract/catalogue';
import { BRAND_SECTIONS } from '@/lib/companies/brand-fields';
import type { BrandFieldSpec } from '@/lib/companies/brand-fields';
import { WebsiteLink } from '@/components/ui/website-link';

function valueOf(spec: BrandFieldSpec, brand: Brand): ReactNode {
  if (spec.kind === 'list') {
    const items = brand[spec.name];
    if (items.length === 0) return null;
    return (
      <ul className="list-disc space-y-0.5 pl-5">
        {items.map((item) => (
          <li key={item}>{spec.url ? <WebsiteLink url={item} full /> : item}</li>
        ))}
      </ul>
    );
  }
  if (spec.name === 'name') return null;
  const value = brand[spec.name];
  if (!value) return null;
  if (spec.kind === 'url') return <WebsiteLink url={value} full />;
  return <span className={spec.kind === 'long' ? 'whitespace-pre-line' : undefined}>{value}</span>;
}

/** Every filled field of the brand, in the form's sections; sections with nothing filled are left out. */
export function BrandFieldsView({ brand }: { brand: Brand }) {
  const sections = BRAND_SECTIONS.map((s) => ({ ...s, shown: s.fields.map((f) => [f, valueOf(f, brand)] as const).filter(([, v]) => v !== null) })).filter(
    (s) => s.shown.length > 0,
  );
  if (sections.length === 0) return <p className="text-sm text-muted-foreground">No details yet beyond the name.</p>;
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      {sections.map((section) => (
        <Card key={section.title}>
          <CardHeader title={section.title} />
          <CardBody>
            <dl className="space-y-3 text-sm">
              {section.shown.map(([spec, value]) => (
                <div key={spec.name}>
                  <dt className={FACT_TERM}>{spec.label}</dt>
                  <dd className="mt-0.5 break-words text-foreground">{value}</dd>
                </div>
              ))}
            </dl>
          </CardBody>
        </Card>
      ))}
    </div>
  );
}
