import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';

import { Organization } from '../organizations/organization.entity';
import { User } from '../users/user.entity';
import type { EventList } from './dtos/event.type';
import { GatewayEvent } from './event.entity';

export interface EventInput {
  name: string;
  slug: string;
  subjectType: string;
  subjectId: string;
  organizationId?: string | null;
  userId?: string | null;
  meta?: Record<string, unknown>;
}

// Writes and reads the history rows. `record` only persists: the caller's flush commits it
// together with the change it describes.
@Injectable()
export class EventsService {
  record(em: EntityManager, input: EventInput): GatewayEvent {
    return em.create(GatewayEvent, {
      name: input.name,
      slug: input.slug,
      subjectType: input.subjectType,
      subjectId: input.subjectId,
      meta: input.meta ?? null,
      organization: input.organizationId ? em.getReference(Organization, input.organizationId) : null,
      user: input.userId ? em.getReference(User, input.userId) : null,
    });
  }

  async list(em: EntityManager, where: { subjectType: string; subjectId: string }, first = 50, offset = 0): Promise<EventList> {
    const [rows, total] = await em.findAndCount(GatewayEvent, where, {
      populate: ['user'],
      orderBy: { createdAt: 'desc' },
      limit: Math.min(first, 200),
      offset,
    });
    return {
      total,
      items: rows.map((e) => ({
        id: e.id,
        name: e.name,
        slug: e.slug,
        createdAt: e.createdAt,
        meta: e.meta ? JSON.stringify(e.meta) : null,
        user: e.user ? { name: [e.user.name, e.user.surname].filter(Boolean).join(' '), email: e.user.email } : null,
      })),
    };
  }
}
