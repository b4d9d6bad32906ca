import type { ActorFacts, UserFacts } from '@pg/domain';

import { checkedRole, type SessionUser } from '../../app/session/types';
import type { UserRow } from '../graphql/users';

/** The facts @pg/domain's user rules read, from the session and a listed user. */
export const actorOf = (viewer: SessionUser): ActorFacts => ({ id: viewer.id, role: viewer.role, organizationId: viewer.organizationId });
export const targetOf = (user: UserRow): UserFacts => ({ id: user.id, role: checkedRole(user), locked: user.locked, organizationId: user.organizationId });
