import { Module } from '@nestjs/common';

import { FileOwners } from '../files/file-owners';
import { FilesModule } from '../files/files.module';
import { OrganizationAdminService } from './organization-admin.service';
import { OrganizationFieldsResolver } from './organization-fields.resolver';
import { LOGO_FILES } from './organization-files';
import { OrganizationListService } from './organization-list.service';
import { OrganizationReportService } from './organization-report.service';
import { OrganizationsResolver } from './organizations.resolver';
import { OrganizationsService } from './organizations.service';

@Module({
  imports: [FilesModule],
  providers: [
    OrganizationsResolver,
    OrganizationFieldsResolver,
    OrganizationsService,
    OrganizationListService,
    OrganizationAdminService,
    OrganizationReportService,
  ],
})
export class OrganizationsModule {
  // The rules of logos for createFile, removeFile and file addresses (files/ imports no owner).
  constructor(owners: FileOwners) {
    owners.register(LOGO_FILES);
  }
}
