import type { EntityManager } from '@mikro-orm/postgresql';
import { hash } from '@node-rs/argon2';

import { Organization } from '../organizations/organization.entity';
import { ARGON2_OPTIONS } from '../users/argon2-options';
import { User } from '../users/user.entity';
import { seedDemoCheckouts } from './demo-checkouts';
import { DEMO_ORGANIZATIONS, DEMO_PASSWORD, DEMO_USERS } from './demo-data';
// disputes
import { seedDemoDisputes } from './demo-disputes';
import { seedDemoGatewaySettings } from './demo-gateway-settings';
// dashboards: six months of settled history
import { seedDemoHistory } from './demo-history';
import { seedDemoInvoices } from './demo-invoices';
// users and organizations administration
import { seedDemoPeople } from './demo-people';
import { seedDemoRefunds } from './demo-refunds';
import { seedDemoSecondFactors } from './demo-second-factor';
// transfers and ledger
import { seedDemoTransfers } from './demo-transfers';

/** Creates what is missing, by organization name and user e-mail; returns how many rows. */
export async function seedDemoData(em: EntityManager, { history = true, fallbacks = true }: { history?: boolean; fallbacks?: boolean } = {}): Promise<number> {
  let created = 0;
  const orgs = new Map<string, Organization>();
  for (const d of DEMO_ORGANIZATIONS) {
    let org = await em.findOne(Organization, { name: d.name });
    if (!org) {
      const { key: _key, ...fields } = d;
      org = em.create(Organization, { ...fields, status: 'active', verified: true });
      created++;
    }
    orgs.set(d.key, org);
  }
  const existing = new Set((await em.find(User, { email: { $in: DEMO_USERS.map((u) => u.email) } })).map((u) => u.email));
  const missing = DEMO_USERS.filter((u) => !existing.has(u.email));
  if (missing.length) {
    // One hash for every demo account: they share the documented password.
    const passwordHash = await hash(DEMO_PASSWORD, ARGON2_OPTIONS);
    for (const u of missing) {
      em.create(User, {
        email: u.email,
        name: u.name,
        surname: u.surname,
        role: u.role,
        locked: u.locked ?? false,
        passwordHash,
        emailVerifiedAt: new Date(),
        organization: orgs.get(u.org)!,
      });
      created++;
    }
  }
  await em.flush();
  // issue 44: staff, Owner and Admin demo accounts enrolled with the printed demo key (decision 0178)
  created += await seedDemoSecondFactors(em);
  created += await seedDemoInvoices(em);
  created += await seedDemoGatewaySettings(em, { fallbacks });
  created += await seedDemoRefunds(em);
  created += await seedDemoCheckouts(em);
  // disputes
  created += await seedDemoDisputes(em);
  // transfers and ledger
  created += await seedDemoTransfers(em);
  // dashboards: six months of settled history (after the demo's own transfer)
  if (history) created += await seedDemoHistory(em);
  // users and organizations administration
  created += await seedDemoPeople(em);
  return created;
}
