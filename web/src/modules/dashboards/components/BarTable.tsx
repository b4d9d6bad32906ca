import type { ReactNode } from 'react';

import { Bar, TableWrap } from './dashboard.styles';

export interface BarRow {
  key: string;
  label: ReactNode;
  /** Size of the bar, against the largest row's. */
  value: number;
  text: string;
}

/** A two-column table with a bar per row: the figure and its size beside the others'. */
export function BarTable({
  caption,
  labelHeader,
  valueHeader,
  rows,
  tone,
}: {
  caption: string;
  labelHeader: string;
  valueHeader: string;
  rows: readonly BarRow[];
  tone: 'success' | 'danger';
}) {
  const largest = Math.max(1, ...rows.map((r) => r.value));
  return (
    <TableWrap>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{labelHeader}</th>
            <th scope="col" className="num">
              {valueHeader}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.key}>
              <th scope="row">{r.label}</th>
              <td className="num">
                {r.text}
                <Bar $share={r.value / largest} $tone={tone} aria-hidden="true" />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TableWrap>
  );
}
