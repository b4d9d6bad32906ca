import { useLazyQuery } from '@apollo/client/react';
import { can } from '@pg/domain';
import { Button, Card, TextArea, useToast } from '@pg/ui-kit';
import { useState } from 'react';
import styled from 'styled-components';

import { useSignedInSession } from '../modules/app/session/SessionContext';
import { parseEmails, SEND_TO_SUMMARY, SUMMARY_MESSAGES } from '../modules/invoices/send-summary/sendSummary';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  max-width: 640px;
  & > button {
    align-self: flex-start;
  }
`;

const Title = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: 22px;
`;

/** /send-summary: e-mails the invoice summary to comma-separated addresses (spec 000 s7). */
export function SendSummaryPage() {
  const toast = useToast();
  const { user } = useSignedInSession();
  // The page is open to every role (spec 000 s2); sending is the Owner's and Admins' (issue 46).
  const maySend = can(user.role, 'sendInvoiceSummary');
  const [text, setText] = useState('');
  const [send, { loading }] = useLazyQuery(SEND_TO_SUMMARY, { fetchPolicy: 'no-cache' });
  const emails = parseEmails(text);

  const submit = async () => {
    try {
      const result = await send({ variables: { emails } });
      if (result.data?.sendTOSummary.success) toast.success(SUMMARY_MESSAGES.sent);
      else toast.error(SUMMARY_MESSAGES.failed);
    } catch {
      toast.error(SUMMARY_MESSAGES.failed);
    }
  };

  return (
    <div>
      <Title>Send Summary</Title>
      <Card>
        <Form
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <TextArea
            label="Emails"
            name="emails"
            rows={4}
            placeholder="first@example.com, second@example.com"
            hint={maySend ? 'Separate addresses with commas.' : SUMMARY_MESSAGES.ownerAndAdminOnly}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
          <Button type="submit" loading={loading} disabled={!maySend || emails.length === 0 || loading}>
            Send Email
          </Button>
        </Form>
      </Card>
    </div>
  );
}
