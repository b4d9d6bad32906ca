import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { PayApp } from './PayApp';

// The public pay page's own entry (pay.html): served for /pay/*, /new-pay/* and /checkout/* so customers do
// not download the merchant app (docs/performance.md section 3).
const root = document.getElementById('root');
if (!root) throw new Error('pay.html has no #root element');

createRoot(root).render(
  <StrictMode>
    <PayApp pathname={window.location.pathname} />
  </StrictMode>,
);
