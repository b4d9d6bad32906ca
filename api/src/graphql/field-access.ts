import { canSeeField, RESTRICTED_FIELDS, type RestrictedField } from '@pg/domain';
import { defaultFieldResolver, type GraphQLField, type GraphQLSchema, isListType, isNonNullType, isObjectType } from 'graphql';

import type { GqlContext } from '../common/auth-user';

// Enforces FIELD_ACCESS (domain/src/field-access.ts) on the built schema: every field named
// there has its resolver wrapped so a role not listed gets null (or [] for a non-null list)
// and the real resolver is never called. Wrapping the schema, rather than decorating each
// field, means an entry in the matrix is all it takes, whichever resolver or mapper fills the
// field; a key naming no field, or a field that cannot be withheld, stops the API at start-up.
// See docs/decisions/0003-field-access-by-schema-transform.md.

type Withheld = null | never[];

/** What a field answers when withheld: null where the schema allows it, else an empty list. */
function withheldValue(key: string, field: GraphQLField<unknown, unknown>): Withheld {
  if (!isNonNullType(field.type)) return null;
  if (isListType(field.type.ofType)) return [];
  throw new Error(`FIELD_ACCESS: ${key} is non-null and not a list; make it nullable so it can be withheld`);
}

function fieldOf(schema: GraphQLSchema, key: string): GraphQLField<unknown, unknown> {
  const [typeName, fieldName] = key.split('.');
  const type = schema.getType(typeName);
  const field = isObjectType(type) ? type.getFields()[fieldName] : undefined;
  if (!field) throw new Error(`FIELD_ACCESS: ${key} is not a field of the GraphQL schema`);
  return field;
}

function enforce(schema: GraphQLSchema, key: RestrictedField): void {
  const field = fieldOf(schema, key);
  const withheld = withheldValue(key, field);
  const resolve = field.resolve ?? defaultFieldResolver;
  field.resolve = (source, args, context, info) => (canSeeField((context as GqlContext).req.user?.role, key) ? resolve(source, args, context, info) : withheld);
}

/** GraphQLModule's transformSchema: the schema with every FIELD_ACCESS field guarded by role. */
export function enforceFieldAccess(schema: GraphQLSchema): GraphQLSchema {
  for (const key of RESTRICTED_FIELDS) enforce(schema, key);
  return schema;
}
