import { randomUUID } from 'node:crypto';

import { defineEntity, p } from '@mikro-orm/core';

// Ids are random UUIDs: they appear in URLs, so they must not be guessable or countable.
export const BaseSchema = defineEntity({
  name: 'BaseEntity',
  abstract: true,
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});
