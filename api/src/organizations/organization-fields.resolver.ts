import { EntityManager } from '@mikro-orm/postgresql';
import { ResolveField, Resolver } from '@nestjs/graphql';

import type { GqlContext, NoArgs } from '../common/auth-user';
import { FileUrl } from '../files/file-url.type';
import { FilesService } from '../files/files.service';
import { OrganizationType } from './dtos/organization.type';
import { imageFilesFor } from './image-files.loader';

// Organization.logo wherever an organization appears (session, lists, invoice and refund
// owners): the current logo file as signed URLs, or an empty list.
@Resolver(() => OrganizationType)
export class OrganizationFieldsResolver {
  constructor(
    private readonly em: EntityManager,
    private readonly files: FilesService,
  ) {}

  @ResolveField(() => [FileUrl])
  logo(org: OrganizationType, _args: NoArgs, ctx: GqlContext): FileUrl[] | Promise<FileUrl[]> {
    // No logo: answered at once, so a page's rows naming their owner complete without promises
    // (see knownOrLoaded in common/request-loaders.ts).
    if (!org.logoFileId) return [];
    return imageFilesFor(ctx.req, this.em)
      .load(org.logoFileId)
      .then(async (file) => (file ? [await this.files.toFileUrl(file)] : []));
  }
}
