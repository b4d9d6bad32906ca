import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks TextEncoder/TextDecoder, which react-router 7 reads at import time.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// findBy*/waitFor wait 1 s by default; lazily loaded pages on a busy 2-core CI machine can take
// longer to appear. A wrong screen still fails, only later.
configure({ asyncUtilTimeout: 5000 });
