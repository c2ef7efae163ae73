/**
 * A bench group that cannot run as asked (a missing checkout, a failed build): `npm run bench`
 * prints its message on one line, goes on with the other groups and exits non-zero, with no
 * stack trace, since the fix is in the command line and not in the code.
 */
export class BenchGroupError extends Error {
  override name = 'BenchGroupError';
}
