import type { Provider } from '@nestjs/common';
import { transferItemSources } from './sources';

/** The item sources by kind (./sources/index.ts), for the API's request checks. */
export const TRANSFER_ITEM_SOURCES = Symbol('TRANSFER_ITEM_SOURCES');

export const transferItemSourcesProvider: Provider = { provide: TRANSFER_ITEM_SOURCES, useFactory: transferItemSources };
