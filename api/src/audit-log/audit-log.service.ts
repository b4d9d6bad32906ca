import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { isMerchant, isRole } from '@pg/domain';

import type { AuthUser } from '../common/auth-user';
import { badInput } from '../common/gateway.exception';
import { containsPattern } from '../common/list-query';
import type { FieldChanges } from '../events/field-changes';
import type { AuditFieldChange, AuditLogPage } from './dtos/audit-log.type';

export interface AuditLogArgs {
  first?: number | null;
  after?: string | null;
  subjectType?: string | null;
  /** Words of the event's name, the actor's name or e-mail, or the organization's name. */
  search?: string | null;
  /** YYYY-MM-DD, whole UTC days, both included. */
  from?: string | null;
  to?: string | null;
  /** The actor's role; 0: events without a user (the platform, visitors, API keys). */
  actorRole?: number | null;
  /** PG Admin's organization filter; merchants always read their own. */
  organizationId?: string | null;
}

interface Row {
  id: string;
  name: string;
  created_at: Date | string;
  subject_type: string;
  subject_id: string;
  meta: unknown;
  actor_role: number | null;
  source_ip: string | null;
  changes: FieldChanges | null;
  user_organization_id: string | null;
  user_name: string | null;
  user_surname: string | null;
  user_email: string | null;
  organization_id: string | null;
  organization_name: string | null;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const CURSOR = /^(\d{4}-\d{2}-\d{2}T[\d:.]+Z)\|([0-9a-f-]{36})$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const json = (value: unknown) => JSON.stringify(value ?? null);
const changeList = (changes: FieldChanges | null): AuditFieldChange[] =>
  Object.entries(changes ?? {}).map(([field, c]) => ({ field, before: json(c.before), after: json(c.after) }));

/**
 * The audit log: every recorded event of every record (the histories the detail pages show),
 * newest first, by keyset (createdAt, id) so any depth reads one index range. PG Admin reads
 * every organization's; a merchant (Owner, Admin) only its own organization's, and of platform
 * and bank staff acting on it only the role: their names, e-mails and addresses are not the
 * merchant's to see (docs/decisions/README.md, Insight).
 */
@Injectable()
export class AuditLogService {
  constructor(private readonly em: EntityManager) {}

  async page(viewer: AuthUser, args: AuditLogArgs): Promise<AuditLogPage> {
    const limit = Math.min(Math.max(args.first ?? 50, 1), 200);
    const where: string[] = [];
    const params: unknown[] = [];
    const merchant = isMerchant(viewer.role);
    const organizationId = merchant ? viewer.organizationId : args.organizationId;
    if (organizationId) {
      if (!UUID.test(organizationId)) throw badInput({ organizationId: 'Organization not found' });
      where.push('e.organization_id = ?');
      params.push(organizationId);
    }
    if (args.actorRole !== null && args.actorRole !== undefined) {
      if (args.actorRole !== 0 && !isRole(args.actorRole)) throw badInput({ actorRole: 'Unknown role' });
      where.push(args.actorRole === 0 ? 'e.actor_role is null' : 'e.actor_role = ?');
      if (args.actorRole !== 0) params.push(args.actorRole);
    }
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
      // A merchant finds staff by role only, as it sees them.
      const people = merchant ? '(u.organization_id = e.organization_id and (u.email ilike ? or ' : '((u.email ilike ? or ';
      where.push(`(e.name ilike ? or ${people}(u.name || ' ' || coalesce(u.surname, '')) ilike ?)) or o.name ilike ?)`);
      params.push(like, like, like, like);
    }
    const rows = await this.em.execute<Row[]>(
      `select e.id, e.name, e.created_at, e.subject_type, e.subject_id, e.meta, e.actor_role, e.source_ip, e.changes,
              u.organization_id as user_organization_id, u.name as user_name, u.surname as user_surname, u.email as user_email,
              o.id as organization_id, o.name as organization_name
       from event e left join app_user u on u.id = e.user_id left join organization o on o.id = e.organization_id
       ${where.length ? `where ${where.join(' and ')}` : ''}
       order by e.created_at desc, e.id desc limit ${limit + 1}`,
      params,
    );
    const page = rows.slice(0, limit);
    const last = page.at(-1);
    // Staff acting on a merchant's organization stay a role to that merchant.
    const shown = (r: Row) => !merchant || r.user_organization_id === viewer.organizationId;
    return {
      items: page.map((r) => ({
        id: r.id,
        name: r.name,
        createdAt: new Date(r.created_at),
        subjectType: r.subject_type,
        subjectId: r.subject_id,
        meta: r.meta ? JSON.stringify(r.meta) : null,
        actorRole: r.actor_role,
        sourceIp: shown(r) ? r.source_ip : null,
        changes: changeList(r.changes),
        user: r.user_email && shown(r) ? { name: r.user_name ?? '', surname: r.user_surname, email: r.user_email } : null,
        organization: r.organization_id && r.organization_name ? { id: r.organization_id, name: r.organization_name } : null,
      })),
      endCursor: rows.length > limit && last ? Buffer.from(`${new Date(last.created_at).toISOString()}|${last.id}`).toString('base64url') : null,
    };
  }
}
