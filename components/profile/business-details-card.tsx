'use client';

import { useRouter } from 'next/navigation';
import { BusinessDataForm } from '@/components/auth/business-data-form';
import { Card, CardBody, CardHeader } from '@/components/ui/card';

/** The sign-up's business step, for accounts that skipped it. */
export function BusinessDetailsCard() {
  const router = useRouter();
  return (
    <Card id="business" className="mt-6">
      <CardHeader title="Business details" description="Your company and role, as your teams see them." />
      <CardBody>
        <BusinessDataForm autoFocus={false} onDone={() => router.refresh()} />
      </CardBody>
    </Card>
  );
}
