import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks TextEncoder/TextDecoder, which react-router 7 reads at import time.
Object.assign(globalThis, { TextEncoder, TextDecoder });
