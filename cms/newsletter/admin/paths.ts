/** Where the admin's Subscribers view and each album's release e-mail box call, under Payload's REST (/cms-api). */
export const NEWSLETTER_ADMIN_PATHS = {
  subscribers: '/newsletter/subscribers',
  export: '/newsletter/subscribers/export',
  album: (id: number | string) => `/newsletter/albums/${id}`,
}
