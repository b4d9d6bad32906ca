import '@testing-library/jest-dom';

import { TextDecoder, TextEncoder } from 'node:util';

import { configure } from '@testing-library/react';

import { installCheckVisibility } from './test-support/checkVisibility';

// jsdom lacks TextEncoder/TextDecoder, which react-router 7 reads at import time.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom lacks Element.checkVisibility, which the ui-kit's focus trap uses to skip hidden controls.
installCheckVisibility();

// findBy*/waitFor wait 1 s by default; lazily loaded pages and long forms on a busy 2-core machine
// (seen at load average 15: a 20-step form took more than 5 s to answer its submit) can take
// longer to appear. A wrong screen still fails, only later.
configure({ asyncUtilTimeout: 10000 });
