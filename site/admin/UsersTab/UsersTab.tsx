'use client'
import { useAuth } from '@payloadcms/ui'
import { formatDate } from '@site/lib/catalogue/dates'
import { optionLabel } from '@cms/lib/optionLabel'
import { avatarInitial } from '@site/lib/viewer'
import { useRef, useState } from 'react'
import { ROLES, type Role } from '@cms/access/roles'
import { fullNameOrEmail } from '@cms/lib/displayName'
import { announce } from '../lib/feedback'
import type { AdminUser } from '../lib/types'
import { useAdminList } from '../lib/useAdminList'
import { Badge } from '../ui/Badge'
import { Card } from '../ui/Card'
import { ItemList } from '../ui/ItemList'
import { ItemSummary } from '../ui/ItemSummary'
import ui from '../ui/ui.module.css'
import styles from './UsersTab.module.css'

const GIVE_UP_ADMIN = 'Remove your own admin role? You will no longer be able to open the admin panel.'

const joined = (user: AdminUser) => {
  const date = formatDate(user.createdAt)
  return date ? `Joined ${date}` : 'N/A'
}

/** SPEC §2 Users tab: every account, with a role selector (the last admin is kept by the server). */
export function UsersTab() {
  const users = useAdminList<AdminUser>('/api/admin/users')
  const { user: me } = useAuth()
  const [pending, setPending] = useState<string | null>(null)
  // What the select shows from the moment a role is chosen until the list is read again.
  const [shown, setShown] = useState<Record<string, Role>>({})
  // A role chosen while the one before is being saved: saved next, in the order chosen.
  const next = useRef(new Map<string, Role>())

  const saveRole = async (user: AdminUser, role: Role): Promise<void> => {
    setPending(user.id)
    const updated = await announce<AdminUser>(
      'POST',
      '/api/admin/promote-user',
      { userId: user.id, role },
      { success: 'User role updated successfully', fallback: 'Failed to update user role' },
    )
    // An admin who gave up their own role may no longer use the panel.
    if (updated && me && String(me.id) === updated.id && updated.role !== 'admin') return window.location.assign('/albums')
    const chosen = next.current.get(user.id)
    next.current.delete(user.id)
    if (chosen !== undefined && chosen !== updated?.role) return saveRole(user, chosen)
    setPending(null)
    await users.reload()
    setShown(({ [user.id]: _, ...others }) => others)
  }

  // The select stays enabled while it saves, and so keeps the focus: a keyboard user who moved
  // one option too far (an arrow key on a closed select chooses at once) takes it back with the
  // other arrow, instead of the page scrolling.
  const changeRole = (user: AdminUser, role: Role) => {
    // Giving up one's own admin role closes the panel to oneself at once: asked first.
    if (me && String(me.id) === user.id && role !== 'admin' && !window.confirm(GIVE_UP_ADMIN)) return
    setShown((current) => ({ ...current, [user.id]: role }))
    if (pending === user.id) next.current.set(user.id, role)
    else void saveRole(user, role)
  }

  return (
    <Card title="User Management" description="Manage user roles and permissions">
      <ItemList
        list={users}
        label="Users"
        empty="No users found"
        renderItem={(user) => {
          const role = user.role || 'user'
          const selected = shown[user.id] ?? role
          return (
            <ItemSummary
              leading={
                <span className={styles.initial} aria-hidden="true">
                  {avatarInitial(user)}
                </span>
              }
              title={fullNameOrEmail(user)}
              badge={<Badge tone={role === 'admin' ? 'success' : 'neutral'}>{optionLabel(role)}</Badge>}
              lines={[user.email, joined(user)]}
              actions={
                <label className={styles.roleLabel}>
                  <span className={ui.visuallyHidden}>Role of {user.email}</span>
                  <select
                    className={ui.input}
                    value={selected}
                    aria-busy={pending === user.id}
                    onChange={(event) => changeRole(user, event.target.value as Role)}
                  >
                    {ROLES.map((option) => (
                      <option key={option} value={option}>
                        {optionLabel(option)}
                      </option>
                    ))}
                  </select>
                </label>
              }
            />
          )
        }}
      />
    </Card>
  )
}
