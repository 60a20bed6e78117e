/** Whether a path is the contract's, GraphQL's or Payload's REST's: route handlers that answer every method themselves. */
export const isApiPath = (pathname: string) => /^\/(api|cms-api)(\/|$)/.test(pathname)
