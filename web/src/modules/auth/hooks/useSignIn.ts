import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useLocation } from 'react-router';

import type { CreateSessionMutation } from '../../../gql/graphql';
import { serverMessage } from '../../app/second-factor/serverMessage';
import { useSession } from '../../app/session/SessionContext';
import { CREATE_SESSION, VERIFY_SECOND_FACTOR } from '../../app/session/sessionQuery';
import { sessionUser } from '../../app/session/types';
import { assertWithPasskey } from '../../app/webauthn/webauthn';
import { PASSKEY_AUTHENTICATION_OPTIONS, SIGN_IN_WITH_PASSKEY } from '../graphql/passkeys';
import { useCompleteSignIn } from './useCompleteSignIn';

/** What the second step sends: a code of the authenticator app, a recovery code, or a passkey's answer (JSON text). */
export type SecondFactorProof = { code: string } | { recoveryCode: string } | { webauthn: string };

type SignedInUser = NonNullable<CreateSessionMutation['createSession']['user']>;

/**
 * createSession, then, for a person with a second factor, verifySecondFactor (issue 44); either
 * way one code path stores the token and routes by the landing rule (useCompleteSignIn).
 */
export function useSignIn() {
  const [createSession, { loading }] = useMutation(CREATE_SESSION);
  const [verifySecondFactor, { loading: verifying }] = useMutation(VERIFY_SECOND_FACTOR);
  const [passkeyOptions] = useMutation(PASSKEY_AUTHENTICATION_OPTIONS);
  const [passkeySignIn] = useMutation(SIGN_IN_WITH_PASSKEY);
  const [challenge, setChallenge] = useState<string | null>(null);
  /** The second step's passkey options when the person has a passkey (offered first), else null. */
  const [stepOptions, setStepOptions] = useState<string | null>(null);
  const session = useSession();
  const location = useLocation();
  const completeSignIn = useCompleteSignIn();

  /** The one way in once the API issued a session: the same after the password or the second step. */
  function enter(token: string, user: SignedInUser, enrolmentRequired: boolean): void {
    const { organization, ...signedIn } = user;
    completeSignIn({ token, user: sessionUser(signedIn), organization, enrolmentRequired }, location.pathname + location.search);
  }

  async function signIn(email: string, password: string): Promise<void> {
    try {
      const { data } = await createSession({ variables: { input: { email: email.trim(), password } } });
      if (!data) return;
      const { token, user, secondFactorChallenge, secondFactorEnrolmentRequired } = data.createSession;
      if (secondFactorChallenge) {
        setStepOptions(await optionsWithKeys(secondFactorChallenge));
        return setChallenge(secondFactorChallenge);
      }
      if (token && user) enter(token, user, secondFactorEnrolmentRequired);
    } catch {
      // Spec 000 section 8: createSession errors log the user out; the error link showed the notice.
      session.signOut();
    }
  }

  /** The second step: undefined when signed in, else the API's message for the field. */
  async function verify(proof: SecondFactorProof): Promise<string | undefined> {
    if (!challenge) return undefined;
    try {
      const { data } = await verifySecondFactor({ variables: { input: { challenge, ...proof } } });
      const result = data?.verifySecondFactor;
      if (result?.token && result.user) enter(result.token, result.user, false);
      return undefined;
    } catch (error) {
      const message = serverMessage(error);
      // A challenge past its 5 minutes: back to the password.
      if (/Please sign in again/.test(message)) setChallenge(null);
      return message;
    }
  }

  /** Options naming the person's passkeys, or null when they have none (the code step alone). */
  async function optionsWithKeys(secondFactorChallenge: string): Promise<string | null> {
    try {
      const { data } = await passkeyOptions({ variables: { challenge: secondFactorChallenge } });
      const options = data?.passkeyAuthenticationOptions;
      const keys = options ? ((JSON.parse(options) as { allowCredentials?: unknown[] }).allowCredentials ?? []) : [];
      return keys.length ? (options ?? null) : null;
    } catch {
      return null;
    }
  }

  /** The second step with a passkey: a fresh challenge each try (each is used once). */
  async function verifyWithPasskey(): Promise<string | undefined> {
    if (!challenge) return undefined;
    const options = await optionsWithKeys(challenge);
    if (!options) return 'No passkey is registered for this account. Enter a code instead.';
    const answer = await assertWithPasskey(options);
    if ('error' in answer) return answer.error;
    return verify({ webauthn: answer.response });
  }

  /** A passkey alone (discoverable credential): undefined when signed in, else the message. */
  async function signInWithPasskey(): Promise<string | undefined> {
    try {
      const { data } = await passkeyOptions({ variables: { challenge: null } });
      if (!data) return undefined;
      const answer = await assertWithPasskey(data.passkeyAuthenticationOptions);
      if ('error' in answer) return answer.error;
      const result = (await passkeySignIn({ variables: { response: answer.response } })).data?.signInWithPasskey;
      if (result?.token && result.user) enter(result.token, result.user, false);
      return undefined;
    } catch (error) {
      return serverMessage(error);
    }
  }

  return {
    signIn,
    loading,
    challenge,
    verify,
    verifying,
    hasPasskey: stepOptions !== null,
    verifyWithPasskey,
    signInWithPasskey,
    cancelSecondStep: () => setChallenge(null),
  };
}
