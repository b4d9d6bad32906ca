import 'reflect-metadata';

import { join } from 'node:path';

import { buildOpenApiDocument } from '../developer-keys/openapi-document';
import { printFromApp } from './print-from-app';

/** The committed document the typed client (client/, decision 0188) is generated from. */
export const OPENAPI_FILE = join(__dirname, '..', '..', '..', 'client', 'openapi.json');
/** The server the committed document names: the development address (a client passes its own baseUrl). */
const DOCUMENT_SERVER = 'http://localhost:4000';

// Prints /api/v1/openapi.json as the code builds it. `--write` updates client/openapi.json; the
// test suite's --types stage compares the two so a stale client fails (scripts/check-client.mjs).
printFromApp(OPENAPI_FILE, (app) => `${JSON.stringify(buildOpenApiDocument(app, DOCUMENT_SERVER), null, 2)}\n`);
