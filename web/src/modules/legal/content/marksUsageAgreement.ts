import { PRODUCT_NAME } from '../../app/brand';
import type { LegalSection } from './types';

// Spec 002 section 2: seven sections; the permission is non-exclusive, non-transferable and
// revocable at any time.
export const MARKS_USAGE_TITLE = `${PRODUCT_NAME} Marks Usage Agreement`;

export const MARKS_USAGE_INTRO = [
  `This agreement governs your use of the ${PRODUCT_NAME} name, logo and other trademarks (the "${PRODUCT_NAME} Marks"). By displaying the ${PRODUCT_NAME} Marks you agree to it.`,
];

export const MARKS_USAGE_SECTIONS: readonly LegalSection[] = [
  {
    id: 'permission',
    title: '1. Permission',
    paragraphs: [
      `While you have an active ${PRODUCT_NAME} account you may display the ${PRODUCT_NAME} Marks to tell your customers that you accept payments through ${PRODUCT_NAME}. This permission is non-exclusive and non-transferable, and we may revoke it at any time.`,
    ],
  },
  {
    id: 'proper-use',
    title: '2. Proper Use',
    paragraphs: [
      `Use the ${PRODUCT_NAME} Marks only in the form we supply, without altering their colours, proportions or wording, and with enough clear space around them. Show them no more prominently than your own name and marks.`,
    ],
  },
  {
    id: 'impermissible-uses',
    title: '3. Impermissible Uses',
    paragraphs: [`You may not use the ${PRODUCT_NAME} Marks:`],
    items: [
      `to suggest that ${PRODUCT_NAME} endorses or sponsors your business, products or services`,
      'in a way that is false, misleading, disparaging or that breaks any law',
      'as part of your own company, product or domain name',
      'on any restricted business or on content that infringes the rights of others',
    ],
  },
  {
    id: 'no-warranties',
    title: '4. No Warranties',
    paragraphs: [`The ${PRODUCT_NAME} Marks are provided "as is", without warranties of any kind, including any warranty of non-infringement.`],
  },
  {
    id: 'liability',
    title: '5. Liability for Third-Party Claims',
    paragraphs: [
      `You are responsible for, and will defend ${PRODUCT_NAME} against, any claim by a third party arising from your use of the ${PRODUCT_NAME} Marks in breach of this agreement.`,
    ],
  },
  {
    id: 'contacting',
    title: '6. Contacting Us',
    paragraphs: ['If you have questions about this agreement or want to use the marks in another way, contact our support team before you do.'],
  },
  {
    id: 'other-provisions',
    title: '7. Other Legal Provisions',
    paragraphs: [
      `This agreement is part of your ${PRODUCT_NAME} Terms of Service. If a provision cannot be enforced, the rest remains in force. Our failure to enforce a provision is not a waiver of it.`,
    ],
  },
];
