import '@testing-library/jest-dom';
import { configure } from '@testing-library/dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks TextEncoder/TextDecoder, which react-router 7 reads at import time.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// findBy and waitFor wait up to 5 s (default 1 s): pages load as lazy chunks, which takes longer
// than a second when several suites share a busy 2-core machine.
configure({ asyncUtilTimeout: 5000 });
