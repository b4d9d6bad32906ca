import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

import { badInput } from '../common/gateway.exception';
import { containsPattern } from '../common/list-query';
import type { AuditLogPage } from './dtos/audit-log.type';

export interface AuditLogArgs {
  first?: number | null;
  after?: string | null;
  subjectType?: string | null;
  /** Words of the event's name, the actor's name or e-mail, or the organization's name. */
  search?: string | null;
  /** YYYY-MM-DD, whole UTC days, both included. */
  from?: string | null;
  to?: string | null;
}

interface Row {
  id: string;
  name: string;
  created_at: Date | string;
  subject_type: string;
  subject_id: string;
  meta: unknown;
  user_name: string | null;
  user_surname: string | null;
  user_email: string | null;
  organization_id: string | null;
  organization_name: string | null;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const CURSOR = /^(\d{4}-\d{2}-\d{2}T[\d:.]+Z)\|([0-9a-f-]{36})$/;

/**
 * The platform's audit log (PG Admin): every recorded event of every record (the histories the
 * detail pages show), newest first, by keyset (createdAt, id) so any depth reads one index range.
 */
@Injectable()
export class AuditLogService {
  constructor(private readonly em: EntityManager) {}

  async page(args: AuditLogArgs): Promise<AuditLogPage> {
    const limit = Math.min(Math.max(args.first ?? 50, 1), 200);
    const where: string[] = [];
    const params: unknown[] = [];
    if (args.after) {
      const m = CURSOR.exec(Buffer.from(args.after, 'base64url').toString());
      if (!m) throw badInput('This audit log page link is no longer valid: open the audit log again.');
      where.push('(e.created_at, e.id) < (?::timestamptz, ?::uuid)');
      params.push(m[1], m[2]);
    }
    if (args.subjectType) {
      where.push('e.subject_type = ?');
      params.push(args.subjectType);
    }
    for (const [day, op, shift] of [
      [args.from, '>=', 0],
      [args.to, '<', 1],
    ] as const) {
      if (!day) continue;
      if (!DAY.test(day) || Number.isNaN(Date.parse(day))) throw badInput({ [op === '>=' ? 'from' : 'to']: 'Please enter a valid date' });
      where.push(`e.created_at ${op} ?::date + ${shift}`);
      params.push(day);
    }
    const like = containsPattern(args.search);
    if (like) {
      where.push(`(e.name ilike ? or u.email ilike ? or (u.name || ' ' || coalesce(u.surname, '')) ilike ? or o.name ilike ?)`);
      params.push(like, like, like, like);
    }
    const rows = await this.em.execute<Row[]>(
      `select e.id, e.name, e.created_at, e.subject_type, e.subject_id, e.meta, u.name as user_name, u.surname as user_surname, u.email as user_email,
              o.id as organization_id, o.name as organization_name
       from event e left join app_user u on u.id = e.user_id left join organization o on o.id = e.organization_id
       ${where.length ? `where ${where.join(' and ')}` : ''}
       order by e.created_at desc, e.id desc limit ${limit + 1}`,
      params,
    );
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    return {
      items: page.map((r) => ({
        id: r.id,
        name: r.name,
        createdAt: new Date(r.created_at),
        subjectType: r.subject_type,
        subjectId: r.subject_id,
        meta: r.meta ? JSON.stringify(r.meta) : null,
        user: r.user_email ? { name: [r.user_name, r.user_surname].filter(Boolean).join(' '), email: r.user_email } : null,
        organization: r.organization_id && r.organization_name ? { id: r.organization_id, name: r.organization_name } : null,
      })),
      endCursor: rows.length > limit && last ? Buffer.from(`${new Date(last.created_at).toISOString()}|${last.id}`).toString('base64url') : null,
    };
  }
}
