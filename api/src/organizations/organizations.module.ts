import { Module } from '@nestjs/common';

import { FilesModule } from '../files/files.module';
import { OrganizationAdminService } from './organization-admin.service';
import { OrganizationFieldsResolver } from './organization-fields.resolver';
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
export class OrganizationsModule {}
