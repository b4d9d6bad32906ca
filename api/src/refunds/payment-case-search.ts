/**
 * What the refund and dispute lists search (spec 001 s2): the case's own code and reason, the
 * invoice it is about (code, customer, merchant PO) and the merchant's name, as columns of a page
 * whose case is `alias`, its invoice `pi` and its owner `o` (paymentCaseOwner joined). Each list
 * may add its own places.
 */
export function paymentCaseSearch(alias: string): string[] {
  return [`${alias}.code`, `${alias}.reason`, 'pi.code', 'pi.recipient_name', 'pi.recipient_sur_name', 'pi.merchant_po', 'o.name'];
}

/** The owner's join the search needs (as `o`). */
export function paymentCaseOwner(alias: string): string {
  return `left join organization o on o.id = ${alias}.owner_id`;
}
