import { formatDateTime } from '@pg/domain';
import { Card } from '@pg/ui-kit';
import { Link } from 'react-router';

import { cents } from '../format';
import type { DashboardQueue } from '../graphql/dashboards';
import { Muted, Queue } from './dashboard.styles';

export interface QueueCardProps {
  title: string;
  queue: DashboardQueue;
  /** What the card says when nothing waits. */
  emptyMessage: string;
  /** The list page holding all of them. */
  allHref?: string;
  showAmount?: boolean;
  /** False when the caller's role may not open the records' pages: codes are shown, not linked. */
  canOpen?: boolean;
  /** The action each waiting record leads to ('Review'), a link beside it. */
  actionLabel?: string;
}

/** What waits for someone: how many, the first few (linked), and a link to the whole list. */
export function QueueCard({ title, queue, emptyMessage, allHref, showAmount = true, canOpen = true, actionLabel }: QueueCardProps) {
  return (
    <Card title={`${title} (${queue.total})`}>
      {queue.total === 0 ? (
        <Muted>{emptyMessage}</Muted>
      ) : (
        <Queue>
          {queue.items.map((item) => (
            <li key={item.id}>
              {canOpen ? <Link to={item.url}>{item.code}</Link> : <strong>{item.code}</strong>}
              <span>
                {item.label}
                {showAmount ? ` · ${cents(item.amountCents)}` : ''}
                {item.dueAt ? ` · due ${formatDateTime(item.dueAt)}` : ''}
              </span>
              {canOpen && actionLabel && (
                <Link to={item.url} aria-label={`${actionLabel} ${item.code}`}>
                  {actionLabel} →
                </Link>
              )}
            </li>
          ))}
        </Queue>
      )}
      {canOpen && allHref && queue.total > queue.items.length && (
        <p>
          <Link to={allHref}>See all {queue.total}</Link>
        </p>
      )}
    </Card>
  );
}
