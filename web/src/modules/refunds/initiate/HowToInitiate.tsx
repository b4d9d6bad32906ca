import { Collapsible } from '@pg/ui-kit';

// The five steps are ours: the spec names the help and its step count only (001 s2).
export const HOW_TO_STEPS = [
  'Check the Total Funds Available for Refund.',
  'Select the Refund Reason (add Additional Notes when the reason is Other).',
  'Attach a supporting document if you have one (image or PDF).',
  'Add a line item with a description and an amount for each part of the refund.',
  'Review the Sub Total, Processing Fee and Refund Total, then Submit.',
] as const;

export function HowToInitiate() {
  return (
    <Collapsible title="How To Initiate a Refund" headingLevel={2}>
      <ol>
        {HOW_TO_STEPS.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </Collapsible>
  );
}
