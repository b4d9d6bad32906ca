import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks TextEncoder/TextDecoder, which react-router 7 reads at import time.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// findBy/waitFor wait up to 5 s (default 1 s): lazy pages and Apollo answers take longer on a
// loaded 2-core machine, and a real failure still fails, only later.
configure({ asyncUtilTimeout: 5000 });
