export * from './commitment.js';
export * from './leaks.js';
export * from './offered.js';
export * from './randomPlay.js';
export * from './replay.js';
export * from './rng.js';
export * from './ruleError.js';
export * from './types.js';
