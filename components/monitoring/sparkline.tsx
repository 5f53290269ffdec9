import { formatMoney } from '@/lib/monitoring/money';
import { sparklinePath, sparklineTrend } from '@/lib/monitoring/sparkline';

const W = 96;
const H = 28;

/** The lowest price over time as a plain SVG step line (no chart library on the list). */
export function Sparkline({ points, currency }: { points: readonly (readonly [string, number])[]; currency: string | null }) {
  if (points.length === 0) return <span className="inline-block h-7 w-24 text-xs text-muted-foreground">No prices yet</span>;
  const trend = sparklineTrend(points);
  const first = formatMoney(points[0][1], currency);
  const last = formatMoney(points[points.length - 1][1], currency);
  const label = trend === 'flat' ? `Lowest price steady at ${last}` : `Lowest price went ${trend} from ${first} to ${last}`;
  return (
    <svg role="img" aria-label={label} viewBox={`0 0 ${W} ${H}`} width={W} height={H} className="shrink-0 text-primary">
      <path d={sparklinePath(points, W, H)} fill="none" stroke="currentColor" strokeWidth={1.5} strokeLinejoin="round" />
    </svg>
  );
}
