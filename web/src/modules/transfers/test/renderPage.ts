import type { Role } from '@pg/domain';
import userEvent from '@testing-library/user-event';

import type { FakeResolver } from '../../../test/fakeLink';
import { sessionResponse } from '../../../test/fixtures';
import { renderApp } from '../../../test/renderApp';

/** A page lazy-loads: its first render may take a while on a busy machine. */
export const SLOW = { timeout: 5000 };

/** The whole app at `path`, signed in with `role`, answering the operations of `resolvers`. */
export function renderPage(role: Role, path: string, resolvers: Record<string, FakeResolver>) {
  const view = renderApp({ path, token: 't', resolvers: { Session: () => sessionResponse({ role }), ...resolvers } });
  return { view, user: userEvent.setup() };
}
