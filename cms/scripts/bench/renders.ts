/** How often the busiest statement ran, beside how often it ran in one render of each page. */
export type Renders = {
  /** Runs of `sql` in the rush over its runs in one render of each page (at least 1 of those). */
  ratio: number
  sql: string
  rush: number
  oneRender: number
}

const counts = (statements: string[]) => {
  const tally = new Map<string, number>()
  for (const sql of statements) tally.set(sql, (tally.get(sql) ?? 0) + 1)
  return tally
}

/**
 * Renders per page, told from the SQL the app ran: a page rendered twice runs each of its own
 * statements twice as often as one render of each page does, so the statement (by its text) whose
 * count grew most says how many times the pages rendered, with no knowledge of which page runs
 * which statement. A statement one render never ran counts against one run.
 */
export function rendersPerPage(rush: string[], oneRender: string[]): Renders {
  const once = counts(oneRender)
  let busiest: Renders = { ratio: 0, sql: '', rush: 0, oneRender: 0 }
  for (const [sql, runs] of counts(rush)) {
    const alone = once.get(sql) ?? 0
    const ratio = runs / Math.max(alone, 1)
    if (ratio > busiest.ratio) busiest = { ratio, sql, rush: runs, oneRender: alone }
  }
  return busiest
}
