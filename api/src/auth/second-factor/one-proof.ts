import { badInput } from '../../common/gateway.exception';
import { SECOND_FACTOR_MESSAGES } from './second-factor.messages';

type ProofKind = 'code' | 'recoveryCode' | 'webauthn';

/**
 * Exactly one of the proofs a mutation takes, trimmed (a sign-in's second step, a step-up, a
 * regeneration of recovery codes); none or several are refused with `message`.
 */
export function oneProof<K extends ProofKind>(
  given: Partial<Record<K, string | null | undefined>>,
  message: string = SECOND_FACTOR_MESSAGES.oneProof,
): { [P in K]: Record<P, string> }[K] {
  const present = Object.entries<string | null | undefined>(given)
    .map(([kind, value]) => [kind, value?.trim()] as const)
    .filter(([, value]) => value);
  if (present.length !== 1) throw badInput(message);
  const [kind, value] = present[0];
  return { [kind]: value } as { [P in K]: Record<P, string> }[K];
}
