import { graphql } from '../../../gql';

// /send-summary (spec 000 s7): sendTOSummary(emails), never cached.

export const SEND_TO_SUMMARY = graphql(`
  query SendTOSummary($emails: [String!]!) {
    sendTOSummary(emails: $emails) {
      success
    }
  }
`);

export const SUMMARY_MESSAGES = {
  sent: 'Email sent successfully!',
  failed: 'Email could not be sent.',
  ownerAndAdminOnly: "Only your organization's Owner and Admins can send the invoice summary.",
} as const;

/** Comma-separated addresses: split, trimmed, lowercased, blanks dropped; no format check (the spec's). */
export function parseEmails(text: string): string[] {
  return text
    .split(',')
    .map((part) => part.trim().toLowerCase())
    .filter(Boolean);
}
