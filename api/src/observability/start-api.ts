import { initLogger } from './logger';
import { startTracing } from './tracing';

// main.ts imports this first: the instrumentations must patch graphql before the Apollo driver
// (an ES module, which keeps the functions it imported) is loaded, so nothing may come earlier.
initLogger('api');
startTracing({ service: 'api' });
