import type { EntityManager } from '@mikro-orm/postgresql';
import { hash } from '@node-rs/argon2';
import { Role } from '@pg/domain';

import { EventsService } from '../events/events.service';
import { Organization } from '../organizations/organization.entity';
import { recordOrganizationEvent } from '../organizations/organization-events';
import { ARGON2_OPTIONS } from '../users/argon2-options';
import { User } from '../users/user.entity';
import { DEMO_PASSWORD, type DemoOrganization, type DemoUser } from './demo-data';

// Users and organizations administration: a business that asked to join (awaiting review), a
// locked (suspended) tour operator with a user, and enough staff at the demo tour operator for
// the user list to page (ten rows a page).

interface PeopleOrganization extends DemoOrganization {
  status: 'requested' | 'suspended';
}

export const PEOPLE_ORGANIZATIONS: PeopleOrganization[] = [
  // As requestToAddOrganization leaves it: name, e-mail, industry, licence only.
  {
    key: 'requested',
    name: 'Bumthang Valley Lodge',
    type: 'hotel',
    industry: 'TourismHotel',
    email: 'stay@bumthanglodge.test',
    licenseNumber: 'HT-2002',
    status: 'requested',
  },
  {
    key: 'suspended',
    name: 'Thunder Dragon Treks',
    type: 'agency',
    industry: 'TourismTourOperator',
    email: 'hello@thundertreks.test',
    licenseNumber: 'TO-1002',
    address: 'Paro Town',
    phoneNumber: '+975 8 271234',
    website: 'https://thundertreks.test',
    refundPolicyTerms: 'processingFeeNotRefunded',
    merchantProcessingFeeBps: 200,
    status: 'suspended',
  },
];

const TOUR = 'Druk Heritage Tours';

/** handle, name, surname, role: staff of the demo tour operator. */
const TOUR_STAFF: [string, string, string, Role][] = [
  ['sonam.wangmo', 'Sonam', 'Wangmo', Role.ADMIN],
  ['karma.yangzom', 'Karma', 'Yangzom', Role.USER],
  ['tenzin.norbu', 'Tenzin', 'Norbu', Role.USER],
  ['pema.dema', 'Pema', 'Dema', Role.USER],
  ['kinzang.dorji', 'Kinzang', 'Dorji', Role.USER],
  ['choki.wangchuk', 'Choki', 'Wangchuk', Role.ADMIN],
  ['dawa.tshering', 'Dawa', 'Tshering', Role.USER],
  ['yeshi.lhamo', 'Yeshi', 'Lhamo', Role.USER],
  ['namgay.zangmo', 'Namgay', 'Zangmo', Role.USER],
];

export const PEOPLE_USERS: (DemoUser & { orgName: string })[] = [
  { email: 'treks.owner@demo.test', name: 'Jigme', surname: 'Namgyel', role: Role.OWNER, org: 'suspended', orgName: 'Thunder Dragon Treks' },
  ...TOUR_STAFF.map(([handle, name, surname, role]) => ({ email: `${handle}@demo.test`, name, surname, role, org: 'tour', orgName: TOUR })),
];

/** Creates what is missing, by organization name and user e-mail; returns how many rows. */
export async function seedDemoPeople(em: EntityManager): Promise<number> {
  let created = 0;
  const events = new EventsService();
  for (const { key: _key, ...fields } of PEOPLE_ORGANIZATIONS) {
    if (await em.count(Organization, { name: fields.name })) continue;
    const org = em.create(Organization, { ...fields, verified: fields.status !== 'requested' });
    recordOrganizationEvent(events, em, org.id, fields.status === 'requested' ? 'Organization Requested' : 'Organization Locked', null, { demo: true });
    created++;
  }
  await em.flush();
  const existing = new Set((await em.find(User, { email: { $in: PEOPLE_USERS.map((u) => u.email) } })).map((u) => u.email));
  const missing = PEOPLE_USERS.filter((u) => !existing.has(u.email));
  if (missing.length) {
    const passwordHash = await hash(DEMO_PASSWORD, ARGON2_OPTIONS);
    for (const u of missing) {
      const org = await em.findOneOrFail(Organization, { name: u.orgName });
      em.create(User, {
        email: u.email,
        name: u.name,
        surname: u.surname,
        role: u.role,
        locked: false,
        passwordHash,
        emailVerifiedAt: new Date(),
        organization: org,
      });
      created++;
    }
  }
  await em.flush();
  return created;
}
