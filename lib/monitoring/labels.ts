import type { PageStatus, ReportKind, RequestStatus } from '@/lib/contract/monitoring/common';
import type { Health } from '@/lib/contract/monitoring/products';

export type Tone = 'ok' | 'warn' | 'bad' | 'neutral';

/** Page statuses in words, with the tone of their badge; `blocked` is its own state, never "failed". */
export const PAGE_STATUS: Record<PageStatus, { label: string; tone: Tone }> = {
  pending: { label: 'Waiting for first check', tone: 'neutral' },
  ok: { label: 'OK', tone: 'ok' },
  blocked: { label: 'Blocked by the retailer', tone: 'bad' },
  not_found: { label: 'Page not found', tone: 'bad' },
  needs_offer_mapping: { label: 'Choose the offer', tone: 'warn' },
  ambiguous_price: { label: 'Ambiguous price', tone: 'warn' },
  extraction_failed: { label: 'No price found', tone: 'warn' },
  robots_disallowed: { label: 'Disallowed by robots.txt', tone: 'warn' },
  forbidden_target: { label: 'Address not allowed', tone: 'bad' },
  fetch_failed: { label: 'Fetch failed', tone: 'bad' },
  browser_unavailable: { label: 'Browser unavailable', tone: 'warn' },
  paused: { label: 'Paused', tone: 'neutral' },
};

export const HEALTH: Record<Health, { label: string; tone: Tone }> = {
  ok: { label: 'All pages OK', tone: 'ok' },
  attention: { label: 'Needs attention', tone: 'warn' },
  blocked: { label: 'Blocked', tone: 'bad' },
  pending: { label: 'Waiting for checks', tone: 'neutral' },
};

export const REQUEST_STATUS: Record<RequestStatus, { label: string; tone: Tone }> = {
  queued: { label: 'Queued', tone: 'neutral' },
  running: { label: 'Running', tone: 'neutral' },
  succeeded: { label: 'Succeeded', tone: 'ok' },
  unchanged: { label: 'Unchanged', tone: 'ok' },
  failed: { label: 'Failed', tone: 'bad' },
  blocked: { label: 'Blocked', tone: 'bad' },
  skipped_robots: { label: 'Skipped (robots.txt)', tone: 'warn' },
  cancelled: { label: 'Cancelled', tone: 'neutral' },
};

export const REPORT_KIND_LABELS: Record<ReportKind, string> = {
  price_overview: 'Price overview',
  map_violations: 'MAP violations',
  change_digest: 'Change digest',
};

export const TONE_CLASSES: Record<Tone, string> = {
  ok: 'bg-success-soft text-success',
  warn: 'bg-warning-soft text-foreground',
  bad: 'bg-danger-soft text-danger',
  neutral: 'bg-muted text-muted-foreground',
};

/** What a version changed (`changed_fields`), in words; price and availability changes stand out. */
export const VERSION_FIELD: Record<string, { label: string; tone: Tone }> = {
  price: { label: 'Price', tone: 'warn' },
  list_price: { label: 'List price', tone: 'warn' },
  availability: { label: 'Availability', tone: 'warn' },
  title: { label: 'Title', tone: 'neutral' },
  rating: { label: 'Rating', tone: 'neutral' },
  review_count: { label: 'Reviews', tone: 'neutral' },
  status: { label: 'Extraction', tone: 'neutral' },
  content: { label: 'Text', tone: 'neutral' },
};
