/** The browser tab's title on the panel (SPEC §2: the page title is set to an admin title). */
export const ADMIN_PANEL_TITLE = 'Admin Panel — Machine Soul'
