'use client'
import { useAuth } from '@payloadcms/ui'
import { formatDate } from '@site/lib/catalogue/dates'
import { optionLabel } from '@cms/lib/optionLabel'
import { avatarInitial } from '@site/lib/viewer'
import { useState } from 'react'
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

const joined = (user: AdminUser) => {
  const date = formatDate(user.createdAt)
  return date ? `Joined ${date}` : 'N/A'
}

/** SPEC §2 Users tab: every account, with a role selector (the last admin is kept by the server). */
export function UsersTab() {
  const users = useAdminList<AdminUser>('/api/admin/users')
  const { user: me } = useAuth()
  const [pending, setPending] = useState<string | null>(null)

  const changeRole = async (user: AdminUser, role: Role) => {
    setPending(user.id)
    const updated = await announce<AdminUser>(
      'POST',
      '/api/admin/promote-user',
      { userId: user.id, role },
      { success: 'User role updated successfully', fallback: 'Failed to update user role' },
    )
    setPending(null)
    // An admin who gave up their own role may no longer use the panel.
    if (updated && me && String(me.id) === updated.id && updated.role !== 'admin') return window.location.assign('/albums')
    await users.reload()
  }

  return (
    <Card title="User Management" description="Manage user roles and permissions">
      <ItemList
        list={users}
        label="Users"
        empty="No users found"
        renderItem={(user) => {
          const role = user.role || 'user'
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
                  <span className={styles.visuallyHidden}>Role of {user.email}</span>
                  <select
                    className={ui.input}
                    value={role}
                    disabled={pending === user.id}
                    onChange={(event) => void changeRole(user, event.target.value as Role)}
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
