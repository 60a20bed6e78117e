import { DefaultTemplate } from '@payloadcms/next/templates'
import type { AdminViewServerProps } from 'payload'
import type { ReactNode } from 'react'
import panel from '../AdminPanel/AdminPanel.module.css'

type Props = Pick<AdminViewServerProps, 'initPageResult' | 'params' | 'searchParams'> & { title: string; intro: string; children: ReactNode }

/**
 * A view of the admin's own beside the panel (Backups, Subscribers): rendered bare by Payload,
 * so the default template gives it the admin's navigation; its title and intro as the panel's.
 */
export function ViewTemplate({ initPageResult, params, searchParams, title, intro, children }: Props) {
  const { req, locale, permissions, visibleEntities } = initPageResult
  return (
    <DefaultTemplate
      i18n={req.i18n}
      locale={locale}
      params={params}
      payload={req.payload}
      permissions={permissions}
      req={req}
      searchParams={searchParams}
      user={req.user ?? undefined}
      visibleEntities={{ collections: visibleEntities.collections, globals: visibleEntities.globals }}
    >
      <main className={panel.page}>
        <h1 className={panel.title}>{title}</h1>
        <p className={panel.intro}>{intro}</p>
        {children}
      </main>
    </DefaultTemplate>
  )
}
