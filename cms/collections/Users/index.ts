import type { CollectionConfig } from 'payload'
import { textField } from '../../fields/textFields'
import { LIMITS } from '../../constants'
import { siteUrl } from '../../lib/siteUrl'
import { anyone } from '../../access/anyone'
import { isAdmin, isAdminField } from '../../access/isAdmin'
import { isAdminOrFirstAdmin } from '../../access/isAdminOrFirstAdmin'
import { isAdminOrSelf } from '../../access/isAdminOrSelf'
import { ROLES } from '../../access/roles'
import { keepLastAdmin, keepLastAdminInBulk, keepLastAdminOnDelete } from './hooks/keepLastAdmin'
import { RESET_LINK_HOURS, resetPasswordHtml, resetPasswordSubject } from './resetPasswordEmail'
import { deleteDependents } from '../../hooks/deleteDependents'
import { holdDocument } from '../../hooks/holdDocument'
import { limitRate } from '../../hooks/limitRate'
import { refuseWhileReferenced } from '../../hooks/refuseWhileReferenced'
import { checkNewPassword } from './hooks/checkNewPassword'
import { holdSessionAccount } from './hooks/holdSessionAccount'
import { keepNewSession } from './hooks/keepNewSession'
import { countSignInSuccess, guardSignIn } from './hooks/guardSignIn'
import { forgetFailuresAfterReset } from './hooks/forgetFailuresAfterReset'
import { forgotPasswordEndpoint } from './passwordReset'
import { revalidateCommenter } from './hooks/revalidateCommenter'
import { followMediaUse } from '../Media/hooks/followMediaUse'
import { legacyFields } from '../../fields/legacyFields'
import { authEmailField } from '../../fields/emailField'
import { cookieFromOwnClient } from './cookieFromOwnClient'
import { avatarField, fetchAvatarFirst, storeAvatarCopy } from './avatarField'
import { dropDeletedAvatar, dropReplacedAvatar } from './hooks/dropAvatarCopy'

// An admin's avatar makes its file public; another user's does not (cms/collections/Media/publicFrom.ts).
const avatar = followMediaUse('profileImageUrl', ['role'])

export const Users: CollectionConfig = {
  slug: 'users',
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'firstName', 'lastName', 'role', 'createdAt'] },
  auth: {
    // Payload's lock (5 failures from anyone lock the account for everyone) let any stranger keep
    // the admin out; guardSignIn pauses the failing address instead.
    maxLoginAttempts: 0,
    tokenExpiration: 60 * 60 * 24 * 14,
    useSessions: true,
    strategies: [cookieFromOwnClient],
    forgotPassword: {
      expiration: RESET_LINK_HOURS * 60 * 60 * 1000,
      // Payload reserves the user row outside the request's transaction between two resets, which on
      // the embedded database waits on that transaction; the rate limit of requests spaces them instead.
      minRequestInterval: 0,
      generateEmailHTML: (args) => resetPasswordHtml({ token: args?.token }),
      generateEmailSubject: resetPasswordSubject,
    },
    cookies: {
      sameSite: 'Lax',
      // Secure whenever the site is served over HTTPS.
      secure: siteUrl().startsWith('https://'),
    },
  },
  // Forgot-password requests are queued, never answered from the account (passwordReset.ts).
  endpoints: [forgotPasswordEndpoint],
  access: {
    // Anyone may create an account; the role field below keeps them a plain user.
    create: anyone,
    read: isAdminOrSelf,
    update: isAdminOrSelf,
    delete: isAdmin,
    admin: ({ req: { user } }) => Boolean(user && user.role === 'admin'),
    // Payload's default would let any signed-in user unlock others.
    unlock: isAdmin,
  },
  hooks: {
    // First: the avatar copy the write named exists before anything reads it.
    afterChange: [storeAvatarCopy, dropReplacedAvatar, ...revalidateCommenter.afterChange, avatar.afterChange],
    beforeOperation: [
      // First: it may end the operation's transaction, which must hold nothing yet.
      fetchAvatarFirst,
      holdDocument('update', 'delete'),
      keepLastAdminInBulk,
      holdSessionAccount,
      checkNewPassword,
      limitRate('register'),
      limitRate('login', 'login'),
      guardSignIn,
      limitRate('reset', 'resetPassword'),
    ],
    beforeChange: [keepLastAdmin],
    afterLogin: [keepNewSession, countSignInSuccess],
    afterOperation: [forgetFailuresAfterReset],
    // A deleted account takes its comments and lyric submissions with it; the collective's posts stay.
    beforeDelete: [
      keepLastAdminOnDelete,
      refuseWhileReferenced('blog-posts', 'author', 'This user wrote blog posts. Delete their posts first, or keep the account.'),
      deleteDependents('comments', 'author'),
      deleteDependents('lyric-submissions', 'user'),
    ],
    afterDelete: [dropDeletedAvatar, ...revalidateCommenter.afterDelete, avatar.afterDelete],
  },
  fields: [
    ...legacyFields,
    authEmailField,
    textField('firstName', 'First Name', LIMITS.name),
    textField('lastName', 'Last Name', LIMITS.name),
    avatarField,
    {
      name: 'role',
      type: 'select',
      options: ROLES.map((role) => ({ label: role === 'admin' ? 'Admin' : 'User', value: role })),
      defaultValue: 'user',
      required: true,
      saveToJWT: true,
      // Nobody chooses their own role: an admin sets it, or the very first admin takes it.
      access: { create: isAdminField, update: isAdminOrFirstAdmin },
    },
  ],
}
