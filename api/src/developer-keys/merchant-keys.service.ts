import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { validateApiKey } from '@pg/domain';

import type { AuthUser } from '../common/auth-user';
import { assertValid, notFound } from '../common/gateway.exception';
import { UUID } from '../common/list-query';
import { Organization } from '../organizations/organization.entity';
import { User } from '../users/user.entity';
import type { MerchantKeyType } from './dtos/merchant-key.type';
import { MerchantKey } from './merchant-key.entity';
import { newKeyPair } from './merchant-key-secrets';

const toType = (key: MerchantKey, secretKey: string | null = null): MerchantKeyType => ({
  id: key.id,
  name: key.name,
  apiKey: key.apiKey,
  secretKey,
  isActive: key.isActive,
  livemode: key.livemode,
  createdAt: key.createdAt,
  lastUsedAt: key.lastUsedAt ?? null,
});

// Developer API keys (spec 002 /developer). Keys belong to the caller's organization: every
// call is scoped to it, so another organization's key reads as not found.
@Injectable()
export class MerchantKeysService {
  constructor(private readonly em: EntityManager) {}

  async list(user: AuthUser): Promise<MerchantKeyType[]> {
    const keys = await this.em.find(MerchantKey, { organization: user.organizationId }, { orderBy: { createdAt: 'desc', id: 'desc' } });
    return keys.map((k) => toType(k));
  }

  async create(user: AuthUser, name: string, livemode = true): Promise<MerchantKeyType> {
    assertValid(validateApiKey({ name: name ?? '' }));
    const { apiKey, secretKey, secretHash } = newKeyPair(livemode);
    const key = this.em.create(MerchantKey, {
      name: name.trim().slice(0, 100),
      apiKey,
      secretHash,
      isActive: true,
      livemode,
      organization: this.em.getReference(Organization, user.organizationId),
      createdBy: this.em.getReference(User, user.id),
    });
    await this.em.flush();
    return toType(key, secretKey);
  }

  async setActive(user: AuthUser, id: string, isActive: boolean): Promise<MerchantKeyType> {
    const key = await this.own(user, id);
    key.isActive = isActive;
    await this.em.flush();
    return toType(key);
  }

  async remove(user: AuthUser, id: string): Promise<void> {
    const key = await this.own(user, id);
    await this.em.remove(key).flush();
  }

  private async own(user: AuthUser, id: string): Promise<MerchantKey> {
    const key = UUID.test(id) ? await this.em.findOne(MerchantKey, { id, organization: user.organizationId }) : null;
    if (!key) throw notFound('Key');
    return key;
  }
}
