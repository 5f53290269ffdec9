'use client';

import { Button } from '@/components/ui/button';
import { InvitesSection } from '@/components/invites/invites-section';

/**
 * After sign-up, for someone who was invited: their pending invites to accept (or decline), then on
 * to home. They join an existing team, so no company name or role is asked; the business details
 * stay available (optional) from here and from the profile.
 */
export function InvitedStep({ onContinue, onAddDetails }: { onContinue: () => void; onAddDetails: () => void }) {
  return (
    <div className="space-y-5">
      <div className="overflow-hidden rounded-card border border-border">
        <InvitesSection headingLevel={2} />
      </div>
      <Button fullWidth onClick={onContinue}>
        Continue
      </Button>
      <p className="text-center text-sm text-muted-foreground">
        Setting up your own company too?{' '}
        <button type="button" className="font-medium text-primary underline" onClick={onAddDetails}>
          Add your business details
        </button>
      </p>
    </div>
  );
}
