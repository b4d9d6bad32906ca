// Status and type unions of the spec, with their display labels and select options.
// One file per area under statuses/; this barrel keeps `./statuses` as the import path.
export * from './statuses/checkout';
export * from './statuses/dispute';
export * from './statuses/invoice';
export * from './statuses/options';
export * from './statuses/organization';
export * from './statuses/refund';
