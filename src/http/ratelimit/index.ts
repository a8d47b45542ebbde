/** Rate limiting: stores (store.ts), windows and decisions (limiter.ts), premium budgets by resource (premium.ts), Hono middleware (middleware.ts), the @rateLimit field directive (directive.ts). */
export * from './store.js';
export * from './limiter.js';
export * from './premium.js';
export * from './middleware.js';
export * from './directive.js';
