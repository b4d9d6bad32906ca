import { useMutation, useQuery } from '@apollo/client/react';
import { SESSION_MESSAGES } from '@pg/domain';
import { Button, Dialog, useToast } from '@pg/ui-kit';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';

import { PATHS } from '../router/paths';
import { LAST_REQUEST_KEY, lastRequest, onRequest } from './sessionActivity';
import { useSession } from './SessionContext';
import { RENEW_SESSION, SESSION_IDLE } from './sessionsQueries';

/** The warning shows this long before the idle sign-out. */
export const WARNING_MS = 60_000;
/**
 * The API writes a session's last activity at most once a minute, so its idle clock may have
 * started up to a minute before this tab's last request: the tab signs out that much earlier,
 * never after the API has already ended the session.
 */
export const TOUCH_SLACK_MS = 60_000;

export const IDLE_TITLE = 'Are you still there?';
export const IDLE_MESSAGE = 'You will be signed out in 1 minute because of inactivity.';
export const STAY_SIGNED_IN = 'Stay signed in';

/**
 * The idle warning (issue 44): with an idle limit on the session (staff's, or the merchant
 * Owner's), a dialog a minute before the sign-out offers "Stay signed in"; without an answer the
 * tab signs out and the sign-in page says why. The API ends idle sessions on its own: this timer
 * is only the warning.
 */
export function IdleWarning() {
  const { data } = useQuery(SESSION_IDLE);
  const idleMinutes = data?.session?.idleMinutes ?? null;
  return idleMinutes ? <IdleTimer idleMs={idleMinutes * 60_000} /> : null;
}

function IdleTimer({ idleMs }: { idleMs: number }) {
  const { signOut } = useSession();
  const toast = useToast();
  const navigate = useNavigate();
  const [warning, setWarning] = useState(false);
  const [renew] = useMutation(RENEW_SESSION);
  // The timer's effect runs once per limit; these change every render.
  const actions = useRef({ renew, signOut, toast, navigate });
  useEffect(() => {
    actions.current = { renew, signOut, toast, navigate };
  });

  // The person's last key or pointer press: present, though not yet sending anything.
  const inputAt = useRef(0);
  useEffect(() => {
    const record = () => {
      inputAt.current = Date.now();
    };
    window.addEventListener('keydown', record, true);
    window.addEventListener('pointerdown', record, true);
    return () => {
      window.removeEventListener('keydown', record, true);
      window.removeEventListener('pointerdown', record, true);
    };
  }, []);

  useEffect(() => {
    // Short limits (a test's) keep a quarter of their time for the slack and the warning each.
    const slack = Math.min(TOUCH_SLACK_MS, idleMs / 4);
    const warn = Math.min(WARNING_MS, idleMs / 4);
    let timer: ReturnType<typeof setTimeout> | undefined;
    let done = false;
    const schedule = () => {
      clearTimeout(timer);
      if (done) return;
      const deadline = lastRequest() + idleMs - slack;
      const now = Date.now();
      if (now >= deadline) {
        done = true;
        setWarning(false);
        const { signOut: end, toast: notify, navigate: go } = actions.current;
        end();
        notify.info(SESSION_MESSAGES.signedOutIdle);
        void go(PATHS.signIn, { replace: true });
        return;
      }
      if (now >= deadline - warn) {
        // Typing or clicking without a request yet is activity: renewed without asking.
        if (inputAt.current > lastRequest()) {
          void actions.current.renew().catch(() => undefined);
          return;
        }
        setWarning(true);
        timer = setTimeout(schedule, deadline - now);
        return;
      }
      setWarning(false);
      timer = setTimeout(schedule, deadline - warn - now);
    };
    schedule();
    const unsubscribe = onRequest(schedule);
    // Another tab's request (same session) closes this tab's warning and starts its time again.
    const onStorage = (event: StorageEvent) => {
      if (event.key === LAST_REQUEST_KEY) schedule();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      done = true;
      clearTimeout(timer);
      unsubscribe();
      window.removeEventListener('storage', onStorage);
    };
  }, [idleMs]);

  const stay = () => {
    setWarning(false);
    void renew().catch(() => undefined);
  };

  return (
    <Dialog
      open={warning}
      onClose={stay}
      title={IDLE_TITLE}
      size="sm"
      actions={
        <>
          <Button
            variant="secondary"
            // The dialog's first focus goes to "Stay signed in": Enter keeps the session.
            data-skip-initial-focus="true"
            onClick={() => {
              setWarning(false);
              signOut();
              void navigate(PATHS.home, { replace: true });
            }}
          >
            Sign out
          </Button>
          <Button onClick={stay}>{STAY_SIGNED_IN}</Button>
        </>
      }
    >
      <p>{IDLE_MESSAGE}</p>
    </Dialog>
  );
}
