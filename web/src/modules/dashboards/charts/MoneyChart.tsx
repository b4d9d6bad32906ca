import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useTheme } from 'styled-components';

import type { DashboardBucket } from '../../../gql/graphql';
import { bucketLabel, cents, compactCents } from '../format';
import type { MoneyPoint } from '../graphql/dashboards';

export interface MoneyChartProps {
  points: readonly MoneyPoint[];
  bucket: DashboardBucket;
  grossName: string;
  netName: string;
  /** Draw net against an axis of its own (on the right): fee revenue is a small share of volume. */
  netAxis?: boolean;
}

/**
 * Gross as bars, net as a line, per bucket. Loaded on its own (React.lazy in ChartCard), so the
 * chart library is a chunk of its own that only the dashboard asks for. Colours are the theme's.
 * The figures are also in the card's table, which is what screen readers and keyboards use.
 */
export default function MoneyChart({ points, bucket, grossName, netName, netAxis = false }: MoneyChartProps) {
  const theme = useTheme();
  const data = points.map((p) => ({ label: bucketLabel(p.bucket, bucket), gross: p.grossCents, net: p.netCents }));
  return (
    <ResponsiveContainer width="100%" height="100%">
      <ComposedChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} accessibilityLayer={false}>
        <CartesianGrid stroke={theme.colors.border} vertical={false} />
        <XAxis dataKey="label" tick={{ fill: theme.colors.textMuted, fontSize: 12 }} tickLine={false} minTickGap={16} />
        <YAxis
          yAxisId="gross"
          tickFormatter={compactCents}
          tick={{ fill: theme.colors.textMuted, fontSize: 12 }}
          width={56}
          tickLine={false}
          axisLine={false}
        />
        {netAxis && (
          <YAxis
            yAxisId="net"
            orientation="right"
            tickFormatter={compactCents}
            tick={{ fill: theme.tones.success.fg, fontSize: 12 }}
            width={52}
            tickLine={false}
            axisLine={false}
          />
        )}
        <Tooltip
          formatter={(value) => cents(Number(value))}
          contentStyle={{
            background: theme.colors.surface,
            border: `1px solid ${theme.colors.border}`,
            borderRadius: theme.radii.md,
            color: theme.colors.text,
          }}
        />
        {/* Over the chart, in view with it; a line on its own axis says which (issue 50). */}
        <Legend verticalAlign="top" height={28} wrapperStyle={{ color: theme.colors.text, fontSize: 13 }} />
        <Bar yAxisId="gross" dataKey="gross" name={grossName} fill={theme.colors.primary} radius={[3, 3, 0, 0]} isAnimationActive={false} />
        <Line
          yAxisId={netAxis ? 'net' : 'gross'}
          dataKey="net"
          name={netAxis ? `${netName} (right axis)` : netName}
          stroke={theme.tones.success.solid}
          strokeWidth={2}
          dot={false}
          type="linear"
          isAnimationActive={false}
        />
      </ComposedChart>
    </ResponsiveContainer>
  );
}
