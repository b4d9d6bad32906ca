// Product identity in one place. The spec names the product only as "the product" and the
// country through its legal-page tagline; these constants are the choice recorded in
// docs/decisions/README.md (product "BhutanPay", legal slug "bhutanpay").
export const PRODUCT_NAME = 'BhutanPay';
/** Used in the legal route /{product}-marks-usage-agreement. */
export const PRODUCT_SLUG = 'bhutanpay';
export const TAGLINE = "Bhutan's Premier Payment Solution";
/** The partner bank shown in the menu's 'In Partnership with' block and the sign-in panel. */
export const PARTNER_BANK_NAME = 'Bank of Bhutan';
/** Spec 002 omits the address ({email}); this is the support mailbox the product answers. */
export const SUPPORT_EMAIL = 'support@bhutanpay.bt';
/** External user guides (spec 002 Dashboard: a different guide for the bank-side role). */
export const MERCHANT_GUIDE_URL = 'https://bhutanpay.bt/guides/merchant';
export const BANK_GUIDE_URL = 'https://bhutanpay.bt/guides/bank';
/** Legal pages carry this date (spec 002 section 9). */
export const LEGAL_LAST_UPDATED = '15 May 2023';
