import { PRODUCT_NAME } from '../../app/brand';
import type { LegalSection } from './types';

// Spec 002 section 2, Legal pages: the categories and examples are the spec's.
export const RESTRICTED_BUSINESSES_TITLE = 'Restricted Businesses';

export const RESTRICTED_BUSINESSES_INTRO = [
  `The following categories of businesses and business practices are restricted from using ${PRODUCT_NAME}. The lists are examples, not an exhaustive catalogue: if you are unsure whether your business is affected, contact us before you accept payments.`,
];

export const RESTRICTED_BUSINESSES: readonly LegalSection[] = [
  {
    id: 'financial-services',
    title: 'Financial and professional services',
    paragraphs: ['Businesses that move, lend or hold money for others need licences and controls that card acceptance alone cannot provide.'],
    items: [
      'Investment and credit services: securities brokers, mortgage consulting or debt reduction services, credit counselling or repair, real estate opportunities, lending instruments',
      'Money and legal services: money transmitters, check cashing, wire transfers, money orders, currency exchanges, bail bonds, collections agencies, bankruptcy lawyers',
      'Virtual currency or stored value: virtual currency that can be monetised, resold or converted to physical or digital goods outside the virtual world, and sales of stored value or credits maintained, accepted and issued by anyone other than the seller',
    ],
  },
  {
    id: 'ip-regulated-illegal',
    title: 'Intellectual property infringement, regulated or illegal products and services',
    paragraphs: ['Products that infringe the rights of others or whose sale is illegal or tightly regulated.'],
    items: [
      'Counterfeit or unauthorised goods: replicas or imitations of designer goods, items without a celebrity endorsement that would normally require one, sale of goods or services that are illegally imported or exported',
      'Gambling: lotteries, bidding fee auctions, sports forecasting or odds making, fantasy sports leagues with cash prizes, internet gaming, contests, sweepstakes, games of chance',
      'Adult content and services: pornography and other obscene materials, sites offering sexually related services, adult video stores and sexually oriented massage parlours',
    ],
  },
  {
    id: 'unfair-deceptive',
    title: 'Unfair, predatory or deceptive practices',
    paragraphs: ['Businesses whose model depends on misleading or taking unfair advantage of customers.'],
    items: [
      'Get-rich-quick schemes: investment opportunities or other services that promise high rewards',
      'Mug shot publication or pay-to-remove sites',
      'No-value-added services: sale or resale of a service without added benefit to the buyer, or resale of government offerings without authorisation or added value',
    ],
  },
  {
    id: 'financial-partners',
    title: 'Products and services restricted by our financial partners',
    paragraphs: ['Our partner bank and the card networks do not accept the following, whatever the local law allows.'],
    items: [
      'Aggregation: engaging in any form of licensed or unlicensed aggregation of funds owed to third parties, factoring, or other activities intended to obfuscate the origin of funds',
      'Drug paraphernalia: any equipment designed for making or using drugs',
      'High-risk businesses: bankruptcy lawyers, computer technical support, psychic services, travel reservation clubs, airline clubs, telemarketing, prepaid phone cards, wagering, and similar',
      'Multi-level marketing: pyramid schemes, network marketing and referral marketing programmes',
      'Pseudo-pharmaceuticals: pharmaceuticals and other products that make health claims not approved or verified by the applicable authority',
      'Social media activity: sale of followers, likes, views, comments or other social media engagement',
      'Substances designed to mimic illegal drugs: legal substances that provide the same effect as an illegal drug',
      'Video game or virtual world credits: sale of in-game currency unless the merchant is the operator of the virtual world',
      'Use of the service in a manner inconsistent with its intended use: using it as a virtual terminal or processing card-present transactions',
      'Card testing: running small payments to check whether stolen card details work',
      'Cross-border acquiring: accepting payments for a business that is not located in Bhutan',
    ],
  },
  {
    id: 'jurisdictions',
    title: 'High-risk jurisdictions',
    paragraphs: [
      'You may not use the service to sell to, buy from or otherwise deal with persons or entities in Cuba, Iran, North Korea, Crimea or Syria, nor with anyone on a government sanctions list.',
    ],
  },
  {
    id: 'approval',
    title: 'Businesses that need approval',
    paragraphs: [
      'Some businesses in the categories above may be permitted with our prior written approval, after we and our partner bank have reviewed your licences and controls. Approval is given case by case and may be withdrawn.',
    ],
  },
];
