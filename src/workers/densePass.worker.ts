/// <reference lib="webworker" />
import { servePasses } from './densePassJob';

/** A worker of the page's pass pool (passPool.ts): one dense pass at a time. */
servePasses();
