export * from './catalog.ts';
export * from './entities.ts';
export * from './schemas.ts';
export * from './mutations.ts';
export * from './requests.ts';
export * from './forms.ts';
export * from './enquiries.ts';
export * from './savedSearches.ts';
