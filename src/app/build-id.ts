declare const __APP_BUILD_ID__: string | undefined;

/**
 * Identifies this build (set by vite.config.ts at build time). Persisted query caches carry it, so
 * a new build never reads data shaped by an older one.
 */
export const BUILD_ID: string = typeof __APP_BUILD_ID__ === 'string' ? __APP_BUILD_ID__ : 'dev';
