import styled from 'styled-components';

import { BlockList } from './BlockList';
import { MerchantLimitsForm } from './MerchantLimitsForm';
import { VelocityForm } from './VelocityForm';

const Stack = styled.div`
  display: grid;
  gap: 24px;
  min-width: 0;
`;

const Heading = styled.h3`
  margin: 0 0 8px;
  font-size: 16px;
`;

const Hint = styled.p`
  margin: 0 0 12px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/**
 * Issue 41, risk rules before the charge: checked before any processor is called. A payer they
 * stop is told the card was declined, never which rule; the process timeline and the audit log say.
 */
export function RiskSection() {
  return (
    <Stack>
      <section aria-labelledby="risk-velocity">
        <Heading id="risk-velocity">Velocity</Heading>
        <Hint>Blocks the next payment of a card, e-mail or client address with too many recent declines.</Hint>
        <VelocityForm />
      </section>
      <section aria-labelledby="risk-blocks">
        <Heading id="risk-blocks">Block list</Heading>
        <Hint>Payments with a blocked card fingerprint, e-mail, client address or card country are declined.</Hint>
        <BlockList />
      </section>
      <section aria-labelledby="risk-limits">
        <Heading id="risk-limits">Merchant limits</Heading>
        <Hint>A payment above the amount limit is declined.</Hint>
        <MerchantLimitsForm />
      </section>
    </Stack>
  );
}
