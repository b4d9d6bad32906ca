import { useMutation } from '@apollo/client/react';
import { Button, Spinner, TextField } from '@pg/ui-kit';
import { type FormEvent, useEffect, useState } from 'react';
import styled from 'styled-components';

import { cleanCode, serverMessage } from '../../app/second-factor/serverMessage';
import { useSession } from '../../app/session/SessionContext';
import { CONFIRM_TOTP_ENROLMENT, START_TOTP_ENROLMENT } from '../graphql/secondFactor';
import { RecoveryCodesPanel } from './RecoveryCodesPanel';

const Steps = styled.div`
  display: grid;
  gap: 1rem;
  max-width: 32rem;
`;

const Qr = styled.img`
  width: 12rem;
  height: 12rem;
  background: #fff;
`;

const Key = styled.code`
  font-size: 1rem;
  letter-spacing: 0.05em;
  word-break: break-all;
`;

/** "ABCD EFGH ...": the key in groups of four, easier to type into an app. */
const grouped = (key: string) => key.match(/.{1,4}/g)?.join(' ') ?? key;

/**
 * Setting up an authenticator app: a new key (QR code and text), the first code to turn it on,
 * then the recovery codes shown once. The new session the API returns (second factor given)
 * replaces the stored one.
 */
export function TotpEnrolment({
  onDone,
  startLabel = 'Set up authenticator app',
  autoStart = false,
  headingLevel = 3,
}: {
  onDone: () => void;
  startLabel?: string;
  autoStart?: boolean;
  /** Of the recovery codes' heading: 2 right under a page's h1 (the enrolment screen). */
  headingLevel?: 2 | 3;
}) {
  const session = useSession();
  const [start, started] = useMutation(START_TOTP_ENROLMENT);
  const [confirm, confirming] = useMutation(CONFIRM_TOTP_ENROLMENT);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [codes, setCodes] = useState<string[]>();
  const enrolment = started.data?.startTotpEnrolment;
  // Opened from a button of its own (Account settings): the key is asked for at once.
  useEffect(() => {
    if (autoStart) void start().catch(() => undefined);
  }, [autoStart, start]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (code.length !== 6) return setError('Enter the 6-digit code from your authenticator app.');
    setError(undefined);
    try {
      const { data } = await confirm({ variables: { code } });
      if (!data) return;
      session.replaceToken(data.confirmTotpEnrolment.token);
      setCodes(data.confirmTotpEnrolment.recoveryCodes);
    } catch (e) {
      setError(serverMessage(e));
    }
  }

  if (codes) return <RecoveryCodesPanel codes={codes} onDone={onDone} headingLevel={headingLevel} />;
  if (!enrolment) {
    if (autoStart) return <Spinner label="Preparing your authenticator key" />;
    return (
      <Button loading={started.loading} onClick={() => void start().catch(() => undefined)}>
        {startLabel}
      </Button>
    );
  }
  return (
    <Steps>
      <p>1. Scan this QR code with your authenticator app (Google Authenticator, Microsoft Authenticator, 1Password and others).</p>
      <Qr src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(enrolment.qrCodeSvg)}`} alt="QR code of your authenticator key" />
      <p>
        Or type this key into the app: <Key aria-label="Authenticator key">{grouped(enrolment.key)}</Key>
      </p>
      <form aria-label="Confirm authenticator app" onSubmit={(e) => void submit(e)} noValidate>
        <Steps>
          <TextField
            label="2. Enter the 6-digit code the app shows"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            error={error}
            onChange={(e) => setCode(cleanCode(e.target.value))}
          />
          <Button type="submit" loading={confirming.loading}>
            Turn on
          </Button>
        </Steps>
      </form>
    </Steps>
  );
}
