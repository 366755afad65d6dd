/**
 * Whether an error means the database cannot answer right now (restarting, unreachable, out of
 * connections, or a statement over the pool's `statement_timeout`) rather than a fault of the
 * request or of our code. Such requests answer 503 with Retry-After; the pool reconnects by itself
 * once the server is back (docs/decisions/033).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  // Drizzle wraps the driver's error in DrizzleQueryError (`cause`); look through the chain.
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    if (matches(current as DriverError)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

interface DriverError {
  code?: unknown;
  message?: unknown;
}

/** Socket errors of the connection to PostgreSQL. */
const socketCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);
/**
 * SQLSTATEs: class 08 connection exception; 57P01 admin shutdown, 57P02 crash shutdown, 57P03
 * cannot connect now (starting up); 53300 too many connections; 57014 statement cancelled (our
 * statement_timeout).
 */
const unavailableStates = new Set(['57P01', '57P02', '57P03', '53300', '57014']);
/** node-postgres reports a lost or never-made connection with these messages and no code. */
const driverMessages = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Client was closed and is not queryable',
];

function matches(error: DriverError): boolean {
  const code = typeof error.code === 'string' ? error.code : '';
  if (socketCodes.has(code) || unavailableStates.has(code) || /^08[0-9A-Z]{3}$/.test(code)) return true;
  const message = typeof error.message === 'string' ? error.message : '';
  return driverMessages.some((text) => message.startsWith(text));
}
