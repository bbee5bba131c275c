// Paid tier (/api/v1/me/*): request parameters and closed response objects, following seed-api.md, one file per resource.
export * from './sites';
export * from './scans';
export * from './fixes';
export * from './artifacts';
export * from './comparison';
export * from './verifications';
export * from './answers';
export * from './agent-runs';
export * from './webhooks';
export * from './journeys';
export * from './fleets';
export * from './site-index';
export * from './traffic';
export * from './deploy-hooks';
export * from './ownership';
