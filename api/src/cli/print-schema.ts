import 'reflect-metadata';

import { writeFileSync } from 'node:fs';

import { NestFactory } from '@nestjs/core';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import { lexicographicSortSchema, printSchema } from 'graphql';

import { AppModule } from '../app.module';
import { SCHEMA_FILE } from '../graphql/graphql.options';

// Prints the code-first schema (SDL). `--write` updates the committed api/schema.graphql;
// the test suite compares the two so a stale committed schema fails CI.
async function main(): Promise<void> {
  const app = await NestFactory.create(AppModule, { logger: false });
  await app.init();
  const sdl = printSchema(lexicographicSortSchema(app.get(GraphQLSchemaHost).schema)) + '\n';
  await app.close();
  if (process.argv.includes('--write')) {
    writeFileSync(SCHEMA_FILE, sdl);
    console.log(`wrote ${SCHEMA_FILE}`);
  } else {
    process.stdout.write(sdl);
  }
}

void main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
