/**
 * What the refund and dispute lists search (spec 001 s2): the case's own code and reason, the
 * invoice it is about (code, customer, merchant PO) and the merchant's name. `like` is an
 * ILIKE pattern (containsPattern). Each list may add its own places.
 */
export function paymentCaseSearch(like: string) {
  return [
    { code: { $ilike: like } },
    { reason: { $ilike: like } },
    { invoice: { code: { $ilike: like } } },
    { invoice: { recipientName: { $ilike: like } } },
    { invoice: { recipientSurName: { $ilike: like } } },
    { invoice: { merchantPO: { $ilike: like } } },
    { owner: { name: { $ilike: like } } },
  ];
}
