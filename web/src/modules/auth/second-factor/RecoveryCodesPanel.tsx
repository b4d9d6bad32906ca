import { Alert, Button } from '@pg/ui-kit';
import { useState } from 'react';
import styled from 'styled-components';

const Codes = styled.ol`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(11rem, 1fr));
  gap: 0.5rem 1.5rem;
  margin: 1rem 0;
  padding-left: 1.5rem;
  font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
  font-size: 1rem;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`;

/**
 * The recovery codes, shown this once (only their hashes are kept): copy, download, and
 * "I have saved them" to go on.
 */
export function RecoveryCodesPanel({ codes, onDone, headingLevel = 3 }: { codes: readonly string[]; onDone: () => void; headingLevel?: 2 | 3 }) {
  // Under a card's h2 on Account settings; right under the page's h1 on the enrolment screen.
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const [copied, setCopied] = useState(false);
  const text = `BhutanPay recovery codes (each works once)\n\n${codes.join('\n')}\n`;

  function copy() {
    void navigator.clipboard?.writeText(text).then(() => setCopied(true));
  }

  function download() {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'bhutanpay-recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  }

  return (
    <section aria-labelledby="recovery-codes-title">
      <Heading id="recovery-codes-title" style={{ fontSize: '1.17em' }}>
        Your recovery codes
      </Heading>
      <Alert tone="warning">Save these codes somewhere safe. Each one signs you in once if you lose your phone. They are shown only now.</Alert>
      <Codes aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Codes>
      <Actions>
        <Button variant="secondary" onClick={copy}>
          {copied ? 'Copied' : 'Copy'}
        </Button>
        <Button variant="secondary" onClick={download}>
          Download
        </Button>
        <Button onClick={onDone}>I have saved them</Button>
      </Actions>
    </section>
  );
}
