import type { EntityMetadata, EntityProperty } from '@mikro-orm/core';

/** The entity's properties by name (the metadata's own index type is narrower than `keyof T`). */
const propertiesOf = <T extends object>(meta: EntityMetadata<T>) => meta.properties as Record<string, EntityProperty<T>>;

/**
 * `"column" as "property"` for each property: a RETURNING (or SELECT) list whose rows are keyed
 * as the entity's properties, named from its metadata (no second list of column names to keep).
 */
export function returningList<T extends object>(meta: EntityMetadata<T>, fields: readonly (keyof T & string)[]): string {
  const props = propertiesOf(meta);
  return fields.map((f) => `"${props[f].fieldNames[0]}" as "${f}"`).join(', ');
}

/** A row returned by such a list as the entity has it: its date properties as Dates (the driver may give strings). */
export function asEntityRow<T extends object, K extends keyof T & string>(
  meta: EntityMetadata<T>,
  fields: readonly K[],
  row: Record<string, unknown>,
): Pick<T, K> {
  const props = propertiesOf(meta);
  for (const f of fields) {
    const value = row[f];
    if (props[f].runtimeType === 'Date' && (typeof value === 'string' || typeof value === 'number')) row[f] = new Date(value);
  }
  return row as Pick<T, K>;
}
