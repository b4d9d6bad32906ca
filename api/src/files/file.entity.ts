import { defineEntity, type EntitySchema, p } from '@mikro-orm/core';

import { BaseSchema } from '../common/base.entity';

// One row per stored object. Owners are nullable link columns on this table, and each owner
// declares its own link (fileOwnedBy, in the owner's entity file): an owner points to its files,
// files/ imports none of its owners.
const FileSchema = defineEntity({
  name: 'File',
  tableName: 'stored_file',
  extends: BaseSchema,
  properties: {
    type: p.string().index(),
    path: p.string(),
    caption: p.string().nullable(),
    mimetype: p.string(),
    size: p.integer(),
  },
});

export class StoredFile extends FileSchema.class {}
FileSchema.setClass(StoredFile);
export { FileSchema };

/**
 * Adds an owner's link column to stored_file (`<name>_id`, nullable, indexed), from the owner's
 * entity file; that file also declares the property on StoredFile (`declare module`). Runs when
 * the owner's module loads, before the ORM reads its metadata (database/entities.ts imports all).
 */
export function fileOwnedBy(name: keyof StoredFile & string, owner: EntitySchema, deleteRule?: 'cascade'): void {
  // FileSchema's own type knows only the columns above; the owner's `declare module` adds the name.
  FileSchema.addManyToOne(name as never, owner.meta.className, {
    entity: () => owner,
    nullable: true,
    index: true,
    ...(deleteRule ? { deleteRule } : {}),
  });
}
