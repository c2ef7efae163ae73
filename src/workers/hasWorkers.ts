/**
 * Whether jobs can run in Web Workers here. Every browser that runs the built page has them, so
 * a production build makes this the constant `true`: the calling-thread fallbacks (for jsdom
 * and Node in tests) and the job code only they import then drop out of the page's first load.
 */
export const HAS_WORKERS: boolean = import.meta.env.PROD || typeof Worker !== 'undefined';
