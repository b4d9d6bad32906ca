import { canVisit, type Role } from '@pg/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A link where the role may open the page (the route table), plain text where it would be refused. */
export function LinkIfAllowed({ role, to, children }: { role: Role; to: string; children: ReactNode }) {
  return canVisit(role, to) ? <Link to={to}>{children}</Link> : <>{children}</>;
}
