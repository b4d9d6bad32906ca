import { type QueryOrderMap, raw } from '@mikro-orm/core';
import { ORGANIZATION_TYPES_BY_LABEL } from '@pg/domain';

import type { Organization } from './organization.entity';

/**
 * Sorts organizations by the label the Type column shows ("Tour Operator" after "PG"), not by
 * the stored code ("agency" first): the type's position in the label order. The codes are the
 * domain's constants, so the SQL carries no user input.
 */
export function byTypeLabel(direction: 'asc' | 'desc'): QueryOrderMap<Organization> {
  const codes = ORGANIZATION_TYPES_BY_LABEL.map((t) => `'${t}'`).join(', ');
  return { [raw(`array_position(array[${codes}]::text[], type::text)`)]: direction };
}
