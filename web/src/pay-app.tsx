import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

import { PayApp } from './PayApp';

/** Renders the pay page into pay.html's #root, replacing the first paint (the brand and the title) it holds. */
export function renderPayApp(): void {
  const root = document.getElementById('root');
  if (!root) throw new Error('pay.html has no #root element');
  // A transition: React renders in slices that leave the main thread free in between (the first
  // render also compiles React's own code; docs/performance.md section 10).
  const reactRoot = createRoot(root);
  startTransition(() =>
    reactRoot.render(
      <StrictMode>
        <PayApp pathname={window.location.pathname} />
      </StrictMode>,
    ),
  );
}
