import { Collapsible } from '@pg/ui-kit';

import { HelpList } from './create.styles';

/** The collapsible help at the top of the create page (spec 000 s2). */
export function HowToCreate() {
  return (
    <Collapsible title="How To Create an Invoice" headingLevel={2}>
      <HelpList>
        <li>Enter the customer: the group name and the contact person who receives the pay link.</li>
        <li>Choose the invoice type and how much of the processing fee your business absorbs with the slider.</li>
        <li>Enter the trip: the date of service and the number of travellers (# of Pax).</li>
        <li>Add a line item for each service with its units and unit price; reorder them with the arrows.</li>
        <li>
          Add the disbursements: the Department Of Immigration row is always there; upload the DOI application when its amount is above zero, and the hotel
          invoice for every hotel.
        </li>
        <li>Press Create, then copy the paylink and send it to your customer.</li>
      </HelpList>
    </Collapsible>
  );
}
