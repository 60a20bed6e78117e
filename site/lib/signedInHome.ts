/** Where site/proxy.ts serves `/` for a request with a session cookie; not an address of its own. */
export const SIGNED_IN_HOME = '/home'
