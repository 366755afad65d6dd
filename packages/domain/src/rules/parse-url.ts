/** The parts of a WHATWG URL the domain's rules read. */
export interface ParsedUrl {
  href: string;
  protocol: string;
  username: string;
  password: string;
  hostname: string;
  pathname: string;
  search: string;
  hash: string;
}

/**
 * The runtime's URL parser (Node and every browser have it). The domain package compiles without
 * DOM or Node types, so the constructor is typed here with just what the rules read.
 */
const UrlParser = (globalThis as unknown as { URL: new (input: string) => ParsedUrl }).URL;

/** `value` as the browser would read it as an absolute address, or null when it is not one. */
export function parseUrl(value: string): ParsedUrl | null {
  try {
    return new UrlParser(value);
  } catch {
    return null;
  }
}
