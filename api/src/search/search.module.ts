import { Module } from '@nestjs/common';

import { SearchResolver } from './search.resolver';
import { SearchService } from './search.service';

/** Global search across the records a signed-in person may see (the header's search box). */
@Module({ providers: [SearchService, SearchResolver] })
export class SearchModule {}
