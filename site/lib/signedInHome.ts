/** Where site/proxy.ts renders `/` for a request with a session cookie; not an address of its own. */
export const SIGNED_IN_HOME = '/home'

/** Set by the proxy on that rewrite: a visit typed in as /home lacks it and gets the not-found page. */
export const SIGNED_IN_HOME_HEADER = 'x-machine-soul-home'
