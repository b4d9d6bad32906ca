import { join } from 'node:path';

// Where the platform under test runs and keeps its data (npm test sets both).
export const BASE_URL = process.env.E2E_BASE_URL ?? 'http://localhost:4000';
export const DATA_DIR = process.env.E2E_DATA_DIR ?? join(__dirname, '..', '..', '.data');
