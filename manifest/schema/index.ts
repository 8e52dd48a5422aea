export * from './common.ts';
export * from './config.ts';
export * from './items.ts';
export * from './locales.ts';
export * from './manifest.ts';
export * from './navigation.ts';
export * from './redirects.ts';
export * from './routes.ts';
