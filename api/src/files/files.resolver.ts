import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';

import type { AuthUser } from '../common/auth-user';
import { CurrentUser } from '../common/current-user.decorator';
import { SuccessResult } from '../common/dtos/success-result.type';
import { CreateFileInput, RemoveFileInput, StoredFileType } from './dtos/stored-file.type';
import { FileUrlResult } from './file-url.type';
import { FilesService } from './files.service';

@Resolver(() => StoredFileType)
export class FilesResolver {
  constructor(private readonly files: FilesService) {}

  @Mutation(() => StoredFileType)
  async createFile(@CurrentUser() user: AuthUser, @Args('file', { type: () => CreateFileInput }) file: CreateFileInput): Promise<StoredFileType> {
    return this.files.toType(await this.files.create(user, file));
  }

  @Mutation(() => SuccessResult)
  async removeFile(@CurrentUser() user: AuthUser, @Args('file', { type: () => RemoveFileInput }) file: RemoveFileInput): Promise<SuccessResult> {
    await this.files.remove(user, file.id);
    return SuccessResult.ok;
  }

  @Query(() => FileUrlResult, { description: 'A signed, expiring address to open a stored file' })
  async fileUrl(@CurrentUser() user: AuthUser, @Args('path', { type: () => String }) path: string): Promise<FileUrlResult> {
    return { fileUrl: await this.files.urlFor(user, path) };
  }
}
