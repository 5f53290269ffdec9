'use client';

/**
 * The price history step chart. The only file that imports recharts: the overview loads it with
 * next/dynamic, so no other route ships the library.
 */
import { CartesianGrid, Legend, Line, LineChart, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';
import type { ChartRow, Series } from '@/lib/monitoring/price-series';
import { mapLines } from '@/lib/monitoring/price-series';

const COLORS = ['#2563eb', '#d97706', '#059669', '#7c3aed', '#db2777', '#0891b2', '#65a30d', '#9333ea'];
const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });
const full = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** `series` are of one currency (the overview's currency choice): one axis, labelled with it. */
export type PriceChartProps = { rows: ChartRow[]; series: Series[]; currency: string | null };

export function PriceChart({ rows, series, currency }: PriceChartProps) {
  const maps = mapLines(series);
  const money = (v: number) => v.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  return (
    <LineChart
      responsive
      style={{ width: '100%', height: 320 }}
      data={rows}
      accessibilityLayer
      tabIndex={0}
      title="Price history"
      desc="Step chart of each retailer's price over time with the MAP line; the same points are in the table below."
      margin={{ top: 10, right: 16, bottom: 4, left: 0 }}
    >
      <CartesianGrid strokeDasharray="3 3" stroke="currentColor" strokeOpacity={0.12} />
      <XAxis dataKey="t" type="number" scale="time" domain={['dataMin', 'dataMax']} tickFormatter={(t: number) => day.format(new Date(t))} fontSize={12} />
      <YAxis
        width={72}
        fontSize={12}
        tickFormatter={money}
        domain={['auto', 'auto']}
        label={currency ? { value: currency, angle: -90, position: 'insideLeft', fontSize: 12 } : undefined}
      />
      <Tooltip
        labelFormatter={(t) => full.format(new Date(Number(t)))}
        formatter={(v) => (typeof v === 'number' ? `${money(v)}${currency ? ` ${currency}` : ''}` : String(v))}
      />
      <Legend />
      {series.map((s, i) => (
        <Line
          key={s.key}
          type="stepAfter"
          dataKey={s.key}
          name={s.label}
          stroke={COLORS[i % COLORS.length]}
          strokeWidth={2}
          dot={{ r: 2 }}
          connectNulls
          isAnimationActive={false}
        />
      ))}
      {maps.map((m) => (
        <ReferenceLine
          key={m.label + m.value}
          y={m.value}
          stroke="#dc2626"
          strokeDasharray="6 4"
          label={{ value: `${m.label} ${money(m.value)}`, position: 'insideTopRight', fontSize: 12, fill: '#dc2626' }}
        />
      ))}
    </LineChart>
  );
}
