import { isStaff } from '@pg/domain';
import { defaultFieldResolver, type GraphQLSchema, isObjectType } from 'graphql';

import type { GqlContext } from '../common/auth-user';

// Issue 46 s5 / review F4: a pay link (invoice or checkout, anonymous) and any other path that
// reaches an organization it does not belong to gets only what a payer needs of the seller:
// name, logo, refund policy. The licence number (the sign-up proof for an organization), the
// contact details and the platform's fee deal are for the bank and platform staff and for the
// organization's own members. Done on the built schema, like FIELD_ACCESS, so every resolver
// and mapper that fills an Organization is covered, not only the pay pages.
// `blockTransactions` stays visible: the pay page refuses before the payer types a card, and
// the pay mutation's refusal says the same thing anyway.

/** Organization fields withheld (null) from callers who are neither staff nor members. */
export const SELLER_PRIVATE_FIELDS = ['licenseNumber', 'email', 'phoneNumber', 'address', 'mccCode', 'platformFee', 'merchantProcessingFee'] as const;

/** May this caller read the organization's private fields? */
function canSeeSellerPrivate(user: GqlContext['req']['user'], organizationId: string): boolean {
  if (!user) return false;
  return isStaff(user.role) || user.organizationId === organizationId;
}

/** GraphQLModule's transformSchema step: wraps each private Organization field's resolver. */
export function withholdSellerPrivateFields(schema: GraphQLSchema): GraphQLSchema {
  const type = schema.getType('Organization');
  if (!isObjectType(type)) throw new Error('seller privacy: the schema has no Organization type');
  const fields = type.getFields();
  for (const name of SELLER_PRIVATE_FIELDS) {
    const field = fields[name];
    if (!field) throw new Error(`seller privacy: Organization.${name} is not in the schema`);
    const resolve = field.resolve ?? defaultFieldResolver;
    field.resolve = (source: { id: string }, args, context: GqlContext, info) =>
      canSeeSellerPrivate(context.req.user, source.id) ? resolve(source, args, context, info) : null;
  }
  return schema;
}
