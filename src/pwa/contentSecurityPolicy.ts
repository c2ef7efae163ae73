/**
 * The page's Content-Security-Policy: one home for it, read by the build (a <meta> in the built
 * index.html) and by `vite preview` (a header). Everything the app runs comes from its own
 * origin: no inline script and no 'unsafe-eval', so injected markup cannot run code.
 *
 * - script-src and worker-src 'self': the entry, its lazy chunks, the module workers and the
 *   service worker are all files of the build.
 * - style-src 'self': the stylesheet is a file; React's style props go through the CSSOM, which
 *   a policy does not govern.
 * - img-src data: and blob:: the PNG downloads and the canvases' exports.
 */
const DIRECTIVES: readonly string[] = [
  "default-src 'self'",
  "script-src 'self'",
  "worker-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "connect-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
];

/** The policy as a <meta http-equiv> carries it (a meta cannot carry frame-ancestors). */
export const CONTENT_SECURITY_POLICY = DIRECTIVES.join('; ');

/** The policy as a server header: the same, and no framing by other sites (clickjacking). */
export const CONTENT_SECURITY_POLICY_HEADER = [...DIRECTIVES, "frame-ancestors 'none'"].join('; ');
