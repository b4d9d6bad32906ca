import 'reflect-metadata';

import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { NestFactory } from '@nestjs/core';

import { AppModule } from '../app.module';
import { buildOpenApiDocument } from '../developer-keys/openapi-document';

/** The committed document the typed client (client/, decision 0188) is generated from. */
export const OPENAPI_FILE = join(__dirname, '..', '..', '..', 'client', 'openapi.json');
/** The server the committed document names: the development address (a client passes its own baseUrl). */
const DOCUMENT_SERVER = 'http://localhost:4000';

// Prints /api/v1/openapi.json as the code builds it. `--write` updates client/openapi.json; the
// test suite's --types stage compares the two so a stale client fails (scripts/check-client.mjs).
async function main(): Promise<void> {
  const app = await NestFactory.create(AppModule, { logger: false });
  await app.init();
  const json = `${JSON.stringify(buildOpenApiDocument(app, DOCUMENT_SERVER), null, 2)}\n`;
  await app.close();
  if (process.argv.includes('--write')) {
    writeFileSync(OPENAPI_FILE, json);
    console.log(`wrote ${OPENAPI_FILE}`);
  } else {
    process.stdout.write(json);
  }
}

void main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
