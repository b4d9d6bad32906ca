import { join } from 'node:path';

import { Module } from '@nestjs/common';

import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { FileOwners } from './file-owners';
import { FILE_STORAGE } from './file-storage';
import { FilesController } from './files.controller';
import { FilesResolver } from './files.resolver';
import { FilesService } from './files.service';
import { LocalFileStorage } from './local-file-storage';
import { S3FileStorage } from './s3-file-storage';
import { UrlSigner } from './url-signer';

// Uploads and signed file URLs: local disk under DATA_DIR/files by default, S3 (the AWS SDK,
// presigned URLs and POST forms) when S3_BUCKET is set (app-config.ts: S3Config).
@Module({
  controllers: [FilesController],
  providers: [
    FilesService,
    FileOwners,
    FilesResolver,
    {
      provide: UrlSigner,
      inject: [APP_CONFIG],
      // Its own key (FILE_URL_SECRET), never the JWT secret: a leaked one does not give the other.
      useFactory: (config: AppConfig) => new UrlSigner(config.fileUrlSecret),
    },
    {
      provide: FILE_STORAGE,
      inject: [APP_CONFIG, UrlSigner],
      // S3 when S3_BUCKET is set; otherwise local disk served by the API itself.
      useFactory: (config: AppConfig, signer: UrlSigner) =>
        config.s3 ? new S3FileStorage(config.s3) : new LocalFileStorage(join(config.dataDir, 'files'), config.publicUrl, signer),
    },
  ],
  exports: [FilesService, FileOwners],
})
export class FilesModule {}
