import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const TOOLS = join(ROOT, '.tools');
export const DATA = join(ROOT, '.data');
export const TEST_DATA = join(ROOT, '.test-data');

/** The npm workspaces, as the root package.json lists them. */
export const WORKSPACES = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).workspaces ?? [];

/** The workflows webpack-bundled by the build (scripts/lib/prepare.mjs), for WORKFLOW_BUNDLE. */
export const WORKFLOW_BUNDLE = join(ROOT, 'worker', 'dist', 'workflow-bundle.js');
