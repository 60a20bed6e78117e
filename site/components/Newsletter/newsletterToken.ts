/** Whether a link's token can be one of ours (a confirmation token or a manage token); its check is the server's. */
export const looksLikeNewsletterToken = (token: unknown): token is string => typeof token === 'string' && /^[\w.-]{20,200}$/.test(token)
