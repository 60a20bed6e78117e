'use client'

/**
 * Where focus goes after a panel action that re-draws the control it was on (Cancel leaves edit
 * mode, a save disables its button and re-reads the list, a deletion removes the row): without
 * it, focus falls to <body> and a keyboard user starts again from the top of the page.
 * Runs once React has drawn the change.
 */
export function focusAfterRender(target: () => HTMLElement | null | undefined): void {
  requestAnimationFrame(() => target()?.focus())
}

/** A list itself (focusable: it scrolls), once a row of it is gone. */
export const listNamed = (list: string) => document.querySelector<HTMLElement>(`ul[aria-label="${CSS.escape(list)}"]`)

/** The first control (its Edit button) of record `id`'s row in the list named `list`. */
export const rowControl = (list: string, id: string | number) =>
  listNamed(list)?.querySelector<HTMLElement>(`:scope > li[data-id="${CSS.escape(String(id))}"] button`)

/** A form's first field, to start the next entry. */
export const firstField = (form: HTMLFormElement | null) => form?.querySelector<HTMLElement>('input, select, textarea')
