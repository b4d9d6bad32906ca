import { graphql } from '../../../gql';

/** The card brands of gateway settings: the same list the pay and checkout pages offer. */
export const ACCEPTED_CARDS = graphql(`
  query AcceptedCards($first: Int) {
    cards(first: $first) {
      id
      name
    }
  }
`);

/** As many as the pay pages ask for, so both show the same brands. */
export const ACCEPTED_CARDS_FIRST = 100;
