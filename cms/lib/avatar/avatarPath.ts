/** Where the site serves its avatar copies (the avatars collection's files, through Payload's REST). */
export const AVATAR_FILES = '/cms-api/avatars/file/'

export const avatarPath = (filename: string) => `${AVATAR_FILES}${filename}`

/** The file name of an avatar copy's address, or null for any other value. */
export const avatarFilename = (value: unknown): string | null =>
  typeof value === 'string' && value.startsWith(AVATAR_FILES) ? value.slice(AVATAR_FILES.length) : null
