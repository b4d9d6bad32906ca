import {
  browserSupportsWebAuthn,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  startAuthentication,
  startRegistration,
  WebAuthnError,
} from '@simplewebauthn/browser';

// The browser's side of passkeys (issue 44), through @simplewebauthn/browser: the API's options
// (JSON text) in, the browser's answer (JSON text) out, and one clear message when it fails.
// In app/: the sign-in, Account settings and the step-up dialog all use it.

export const passkeysSupported = (): boolean => browserSupportsWebAuthn();

/** The answer as JSON text, or the reason it could not be made (already a message for the person). */
export type BrowserAnswer = { response: string } | { error: string };

export async function createPasskey(optionsJson: string): Promise<BrowserAnswer> {
  try {
    return { response: JSON.stringify(await startRegistration({ optionsJSON: JSON.parse(optionsJson) as PublicKeyCredentialCreationOptionsJSON })) };
  } catch (error) {
    return { error: messageOf(error, 'create') };
  }
}

export async function assertWithPasskey(optionsJson: string): Promise<BrowserAnswer> {
  try {
    return { response: JSON.stringify(await startAuthentication({ optionsJSON: JSON.parse(optionsJson) as PublicKeyCredentialRequestOptionsJSON })) };
  } catch (error) {
    return { error: messageOf(error, 'use') };
  }
}

function messageOf(error: unknown, what: 'create' | 'use'): string {
  if (error instanceof WebAuthnError && error.code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED')
    return 'This passkey is already registered for your account.';
  if (error instanceof Error && error.name === 'NotAllowedError')
    return what === 'create'
      ? 'The passkey was not created: the request was cancelled or timed out.'
      : 'No passkey was used: the request was cancelled or timed out.';
  return what === 'create' ? 'This browser could not create a passkey. Please try again.' : 'This browser could not use a passkey. Please try again.';
}
