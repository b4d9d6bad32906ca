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
import { s3SettingsFrom } from './s3-presigner';
import { UrlSigner } from './url-signer';

// Uploads and signed file URLs: local disk under DATA_DIR/files by default, S3 by presigned
// URLs when S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY (S3_ENDPOINT) are set.
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
      // S3 when S3_BUCKET (and keys) are set; otherwise local disk served by the API itself.
      useFactory: (config: AppConfig, signer: UrlSigner) => {
        const s3 = s3SettingsFrom(process.env);
        return s3 ? new S3FileStorage(s3) : new LocalFileStorage(join(config.dataDir, 'files'), config.publicUrl, signer);
      },
    },
  ],
  exports: [FilesService, FileOwners],
})
export class FilesModule {}
